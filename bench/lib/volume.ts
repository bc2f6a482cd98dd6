/**
 * The volume seeder: years of workflow history written straight into the engine's tables
 * (db/tables/bpm.ts), shaped exactly as the engine's commands leave them, so every list, detail
 * and action works on it. Requests are of the seeded processes (leave 80 %, general 15 %,
 * scholarship 5 %), started by the school's students at an even rate over the years; the newest
 * `openShare` of them are still running, the rest ended (approved, a few opposed or called off,
 * some after a send-back to the student). Invariants the queries rely on, kept here:
 *   - an instance's `version` counts its commands; each task records the version that created
 *     and closed it, each history row the version it produced; `submitVersion` is the last submission's;
 *   - a running instance has one execution per waiting token and a pending task (or, at a
 *     countersign, one per voter) on that execution; an ended one has none and no pending task;
 *   - a task held by several people has no assignee and a candidate row per person;
 *   - form values are valid for the process's form at every step, subjects are rendered from the
 *     process's template; approved leaves that are over mostly have their return (销假).
 * Ids are time-ordered like the server's, from the time each row was written.
 */
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../packages/server/src/core/org/profile.js';
import type { DB } from '../../packages/server/src/db/schema.js';
import { renderTemplate } from '../../packages/server/src/engine/expression/template.js';
import { nodeOf, type ProcessGraph } from '../../packages/server/src/engine/model.js';
import { startableVersionOf, type ProcessVersion } from '../../packages/server/src/engine/versions.js';
import { seededRandom } from '../../packages/server/src/db/seed/random.js';
import { addDays, schoolDate } from '../../packages/server/src/lib/school-date.js';
import type { BulkWriter, Row } from './bulk.js';
import type { Person, Student, World } from './population.js';
import { idMaker } from './snowflake.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface VolumeOptions {
  /** Requests of the school at large (the pinned and prepared ones come on top). */
  instances: number;
  /** The newest share of them still running. */
  openShare: number;
  /** Years the history spans (requests come at an even rate over it). */
  years: number;
  /** A counsellor whose inbox holds exactly `open` requests (besides the demo seed's): their students' others are over. */
  pinned?: { counsellorId: string; open: number };
  /** Short leaves waiting for this approver, for the agree benchmark: their task ids are returned. */
  prepared?: { approverId: string; count: number };
  seed: number;
  now: number;
  /** The school's id lane (snowflake.ts), when several schools share the database. */
  lane?: number;
}

export interface VolumeResult {
  instances: number;
  tasks: number;
  openTasks: number;
  history: number;
  preparedTaskIds: string[];
}

interface Step {
  nodeId: string;
  /** The flow the token arrives on (the execution's `arrivedVia`). */
  via: string;
  holders: Person[];
  /** A countersign: one task per holder, any one agreeing decides. */
  vote: boolean;
}

interface Story {
  process: ProcessVersion;
  data: Record<string, unknown>;
  steps: Step[];
  /** Leave: the end of the period, for the return (销假). */
  lastDay?: string;
}

/** How a request's story goes: still waiting (at step `stopAt`, else a random one), or over. */
type Fate =
  | { kind: 'running'; sendBack: boolean; stopAt?: number }
  | { kind: 'approved' | 'opposed' | 'ended'; sendBack: boolean }
  | { kind: 'draft' };

const LEAVE_TYPES = ['sick', 'personal', 'official', 'other'];
const REASONS = [
  '家中有事，需回家处理',
  '身体不适，需就医',
  '参加亲属婚礼',
  '代表学院参加比赛',
  '办理个人证件',
];
const PLACES = ['江苏省苏州市', '浙江省杭州市', '上海市', '安徽省合肥市', '南京市', '山东省济南市'];
const OPINIONS = ['同意', '同意，注意安全', '同意，按时返校', '情况属实，同意'];

class Buffers {
  private readonly rows = new Map<string, Row[]>();
  readonly counts = new Map<string, number>();
  constructor(private readonly writer: BulkWriter) {}
  add(table: string, row: Row) {
    let list = this.rows.get(table);
    if (!list) this.rows.set(table, (list = []));
    list.push(row);
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }
  size() {
    let n = 0;
    for (const list of this.rows.values()) n += list.length;
    return n;
  }
  /** Parents before children, so foreign keys hold on PostgreSQL. */
  async flush() {
    // A candidate row is open while its task is pending, held by nobody and does not bar its person,
    // and carries the task's creation time (engine/runtime/store.ts); a request's tasks reach their
    // final state before the request's rows are flushed, with them.
    const tasks = new Map((this.rows.get('bpm_task') ?? []).map((t) => [t.id, t]));
    for (const candidate of this.rows.get('bpm_task_candidate') ?? []) {
      const task = tasks.get(candidate.taskId);
      candidate.isOpen =
        task && task.status === 'pending' && task.assigneeId == null && task.barredId !== candidate.userId
          ? 'Y'
          : 'N';
      candidate.createdAt = task?.createdAt ?? 0;
    }
    for (const table of [
      'bpm_instance',
      'bpm_execution',
      'bpm_task',
      'bpm_task_candidate',
      'bpm_history',
      'leave_record',
      'inner_message',
    ]) {
      const list = this.rows.get(table);
      if (list?.length) await this.writer.insert(table, list);
      this.rows.set(table, []);
    }
  }
}

export async function writeVolume(
  db: Kysely<DB>,
  writer: BulkWriter,
  world: World,
  options: VolumeOptions,
): Promise<VolumeResult> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const ids = {
    instance: idMaker(options.lane),
    execution: idMaker(options.lane),
    task: idMaker(options.lane),
    history: idMaker(options.lane),
    message: idMaker(options.lane),
  };
  const { tenantId, office } = world;
  const [leave, general, scholarship] = await Promise.all(
    ['leave', 'general', 'scholarship'].map((key) => startableVersionOf(db, tenantId, key)),
  );
  const out = new Buffers(writer);
  const preparedTaskIds: string[] = [];
  let openTasks = 0;
  const now = options.now;
  const today = schoolDate(now);

  const nameOf = (graph: ProcessGraph, nodeId: string) => nodeOf(graph, nodeId).name;

  function leaveStory(student: Student, at: number, running: boolean, maxDays = 30): Story {
    const r = random();
    const days = Math.min(
      maxDays,
      r < 0.6
        ? 1 + Math.floor(random() * 2)
        : r < 0.9
          ? 3 + Math.floor(random() * 5)
          : 8 + Math.floor(random() * 10),
    );
    const first = running
      ? addDays(today, 1 + Math.floor(random() * 10))
      : addDays(schoolDate(at), Math.floor(random() * 5));
    const last = addDays(first, days - 1);
    const steps: Step[] = [
      { nodeId: 'counsellor', via: 'toCounsellor', holders: student.counsellors, vote: false },
    ];
    if (days > 2)
      steps.push({ nodeId: 'college', via: 'toCollege', holders: student.collegeAffairs, vote: false });
    if (days > 7) steps.push({ nodeId: 'office', via: 'toOffice', holders: office, vote: false });
    return {
      process: leave!,
      data: {
        leaveType: pick(LEAVE_TYPES),
        period: [first, last],
        reason: pick(REASONS),
        destination: pick(PLACES),
        contactPhone: student.mobile,
        days,
      },
      steps,
      lastDay: last,
    };
  }

  function generalStory(student: Student): Story {
    return {
      process: general!,
      data: { title: '开具在读证明', content: '因办理签证需要，申请开具在读证明一份。' },
      steps: [{ nodeId: 'counsellor', via: 'studentRequest', holders: student.counsellors, vote: false }],
    };
  }

  function scholarshipStory(student: Student): Story {
    return {
      process: scholarship!,
      data: {
        scholarshipType: 'national',
        academicYear: '2025-2026',
        gpa: 3.6,
        classRank: 3,
        achievements: '学习成绩优异，积极参加社会实践活动。',
      },
      steps: [
        { nodeId: 'counsellor', via: 'toCounsellor', holders: student.counsellors, vote: false },
        { nodeId: 'panel', via: 'toPanel', holders: student.panel, vote: true },
        { nodeId: 'office', via: 'toOffice', holders: office, vote: false },
      ],
    };
  }

  function subjectOf(process: ProcessVersion, starter: MemberProfile, data: Record<string, unknown>) {
    const { graph, definition } = process;
    const subject = graph.subject ? renderTemplate(graph.subject, { ...data, starter }) : '';
    return subject.trim() || `${definition.name}-${starter.name}`;
  }

  /** Writes one request and everything its history left behind. */
  function play(student: Student, story: Story, fate: Fate, createdAt: number, prepared = false) {
    const { process, data, steps } = story;
    const { definition, graph } = process;
    const starter = student.profile;
    const instanceId = ids.instance(createdAt);
    const subject = subjectOf(process, starter, data);
    const dataJson = JSON.stringify(data);
    const instance: Row = {
      id: instanceId,
      tenantId,
      defId: definition.id,
      defKey: definition.key,
      defName: definition.name,
      defVersion: definition.version,
      typeId: definition.typeId,
      subject,
      status: 'running',
      result: null,
      data: dataJson,
      starterId: starter.id,
      starterName: starter.name,
      starterAttrs: JSON.stringify(starter),
      version: 1,
      submitVersion: 1,
      createdAt,
      updatedAt: createdAt,
      startedAt: createdAt,
      endedAt: null,
      endReason: null,
    };
    if (fate.kind === 'draft') {
      out.add('bpm_instance', { ...instance, status: 'draft', submitVersion: null, startedAt: null });
      return;
    }
    // Actions follow each other by a few hours, and all of them lie in the past.
    const budget = Math.max(HOUR, (now - createdAt) / (steps.length + 4));
    let clock = createdAt;
    const later = () => (clock += Math.floor(Math.min(budget, HOUR / 4 + random() * 20 * HOUR)));
    let version = 1;
    let executions: Row[] = [];
    const tasks: Row[] = [];
    const history = (entry: {
      task: Row | null;
      nodeId: string;
      action: string;
      opinion: string | null;
      actor: Person;
      snapshot: boolean;
    }) =>
      out.add('bpm_history', {
        id: ids.history(clock),
        tenantId,
        instanceId,
        taskId: (entry.task?.id as string) ?? null,
        nodeId: entry.nodeId,
        nodeName: (entry.task?.name as string) ?? nameOf(graph, entry.nodeId),
        action: entry.action,
        opinion: entry.opinion,
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        onBehalfOfId: null,
        onBehalfOfName: null,
        taskCreatedAt: (entry.task?.createdAt as number) ?? clock,
        createdAt: clock,
        version,
        snapshot: entry.snapshot ? JSON.stringify({ executions, data: dataJson }) : null,
      });
    /** A token arrives at a step (or back at the start event): its execution and tasks. */
    const arrive = (nodeId: string, via: string | null, holders: Person[], vote: boolean) => {
      const executionId = ids.execution(clock);
      const execution: Row = {
        id: executionId,
        tenantId,
        instanceId,
        nodeId,
        arrivedVia: via,
        miUsers: vote ? JSON.stringify(holders) : null,
        createdAt: clock,
      };
      executions = [execution];
      const shared = !vote && holders.length > 1;
      const made = (vote ? holders : [shared ? null : holders[0]!]).map((holder, index): Row => {
        const taskId = ids.task(clock);
        const task: Row = {
          id: taskId,
          tenantId,
          instanceId,
          executionId,
          nodeId,
          name: nameOf(graph, nodeId),
          subject,
          status: 'pending',
          outcome: null,
          assigneeId: holder?.id ?? null,
          assigneeName: holder?.name ?? null,
          ownerId: holder?.id ?? null,
          ownerName: holder?.name ?? null,
          delivered: 'N',
          miIndex: vote ? index : null,
          backToNode: null,
          opinion: null,
          savedData: null,
          completedBy: null,
          completedByName: null,
          createdVersion: version,
          closedVersion: null,
          remindTimes: 0,
          lastRemindAt: null,
          createdAt: clock,
          completedAt: null,
        };
        tasks.push(task);
        if (shared)
          for (const h of holders) out.add('bpm_task_candidate', { tenantId, taskId, userId: h.id });
        return task;
      });
      return made;
    };
    const close = (task: Row, outcome: string, actor: Person, opinion: string | null) =>
      Object.assign(task, {
        status: 'completed',
        outcome,
        opinion,
        completedBy: actor.id,
        completedByName: actor.name,
        completedAt: clock,
        closedVersion: version,
      });
    const cancel = (task: Row) => Object.assign(task, { status: 'cancelled', closedVersion: version });
    const actorOf = (task: Row, holders: Person[]): Person =>
      task.assigneeId ? { id: task.assigneeId as string, name: task.assigneeName as string } : pick(holders);

    history({
      task: null,
      nodeId: graph.startId,
      action: 'start',
      opinion: null,
      actor: starter,
      snapshot: false,
    });
    let open = arrive(steps[0]!.nodeId, steps[0]!.via, steps[0]!.holders, steps[0]!.vote);

    if (fate.sendBack) {
      // The counsellor sends it back to the student, who resubmits.
      later();
      version++;
      const back = actorOf(open[0]!, steps[0]!.holders);
      close(open[0]!, 'rejectToStart', back, '请补充请假事由');
      history({
        task: open[0]!,
        nodeId: steps[0]!.nodeId,
        action: 'rejectToStart',
        opinion: '请补充请假事由',
        actor: back,
        snapshot: false,
      });
      open = arrive(graph.startId, null, [starter], false);
      later();
      version++;
      close(open[0]!, 'agree', starter, null);
      history({
        task: open[0]!,
        nodeId: graph.startId,
        action: 'agree',
        opinion: null,
        actor: starter,
        snapshot: true,
      });
      instance.submitVersion = version;
      open = arrive(steps[0]!.nodeId, steps[0]!.via, steps[0]!.holders, steps[0]!.vote);
    }

    // How far the request got: a running one waits at `stopAt`; an ended one stops deciding there.
    const last = steps.length - 1;
    const stopAt =
      fate.kind === 'approved'
        ? last
        : fate.kind === 'running' && fate.stopAt !== undefined
          ? fate.stopAt
          : Math.floor(random() * steps.length);
    for (let s = 0; ; s++) {
      const step = steps[s]!;
      if (fate.kind === 'running' && s === stopAt) break;
      later();
      if (fate.kind === 'ended' && s === stopAt) {
        version++;
        for (const task of open) cancel(task);
        executions = [];
        Object.assign(instance, {
          status: 'manualend',
          result: 'manualend',
          endedAt: clock,
          endReason: '计划有变，不需要了',
        });
        history({
          task: null,
          nodeId: graph.startId,
          action: 'endProcess',
          opinion: '计划有变，不需要了',
          actor: starter,
          snapshot: false,
        });
        break;
      }
      version++;
      const voter = step.vote ? pick(open) : open[0]!;
      const actor = actorOf(voter, step.holders);
      const opposed = fate.kind === 'opposed' && s === stopAt;
      const opinion = opposed ? '理由不充分' : pick(OPINIONS);
      close(voter, opposed ? 'oppose' : 'agree', actor, opinion);
      for (const task of open) if (task !== voter) cancel(task); // the countersign is decided
      const before = executions;
      if (opposed || s === last) {
        executions = [];
        Object.assign(instance, { status: 'end', result: opposed ? 'oppose' : 'agree', endedAt: clock });
      } else {
        open = arrive(steps[s + 1]!.nodeId, steps[s + 1]!.via, steps[s + 1]!.holders, steps[s + 1]!.vote);
      }
      const after = executions;
      executions = before; // the snapshot is what the action found
      history({
        task: voter,
        nodeId: step.nodeId,
        action: opposed ? 'oppose' : 'agree',
        opinion,
        actor,
        snapshot: true,
      });
      executions = after;
      if (instance.status !== 'running') break;
    }
    instance.version = version;
    instance.updatedAt = clock;

    out.add('bpm_instance', instance);
    for (const e of executions) out.add('bpm_execution', e);
    for (const task of tasks) out.add('bpm_task', task);
    const pending = tasks.filter((t) => t.status === 'pending');
    openTasks += pending.length;
    if (prepared) preparedTaskIds.push(...pending.map((t) => t.id as string));

    if (instance.status === 'end' || instance.status === 'manualend') {
      out.add('inner_message', {
        id: ids.message(clock),
        tenantId,
        subject: `审批结果：${subject}`.slice(0, 500),
        content:
          instance.result === 'agree'
            ? `您的申请「${subject}」已审批通过。`
            : `您的申请「${subject}」未获批准。`,
        messageType: 'system',
        senderId: null,
        senderName: null,
        receiverId: starter.id,
        readAt: random() < 0.9 ? clock + HOUR : null,
        bizType: 'bpm.instance',
        bizId: instanceId,
        createdAt: clock,
      });
    }
    // Most students who took an approved leave are back, and said so (销假).
    if (story.lastDay && instance.result === 'agree' && story.lastDay < today && random() < 0.97) {
      const returnedAt = Math.floor(
        Math.min(now - HOUR, Date.parse(`${story.lastDay}T10:00:00+08:00`) + random() * DAY),
      );
      out.add('leave_record', {
        id: instanceId,
        tenantId,
        studentId: starter.id,
        returnedAt,
        returnNote: '已按时返校',
        createdAt: returnedAt,
      });
    }
  }

  const reserved = new Set([options.pinned?.counsellorId, options.prepared?.approverId].filter(Boolean));
  const isReserved = (s: Student) => s.counsellors.some((c) => reserved.has(c.id));
  const everyone = world.students;
  const free = everyone.filter((s) => !isReserved(s));
  const span = options.years * 365 * DAY;
  const n = options.instances;
  const running = Math.round(n * options.openShare);

  for (let i = 0; i < n; i++) {
    // i = 0 is the newest; the newest `running` are still open (of students outside the reserved charges).
    const createdAt = Math.floor(now - 2 * HOUR - (span * (i + random())) / n);
    const isRunning = i < running;
    const student = pick(isRunning ? free : everyone);
    const r = random();
    const story =
      r < 0.8
        ? leaveStory(student, createdAt, isRunning)
        : r < 0.95
          ? generalStory(student)
          : scholarshipStory(student);
    const sendBack = story.process === leave && random() < 0.06;
    const f = random();
    const fate: Fate = isRunning
      ? f < 0.1
        ? { kind: 'draft' }
        : { kind: 'running', sendBack }
      : f < 0.9
        ? { kind: 'approved', sendBack }
        : f < 0.97
          ? { kind: 'opposed', sendBack }
          : { kind: 'ended', sendBack };
    play(student, story, fate, createdAt);
    if (out.size() >= 20000) await out.flush();
  }

  const waitingFor = (approverId: string, count: number, prepared: boolean) => {
    const theirs = everyone.filter((s) => s.counsellors.some((c) => c.id === approverId));
    if (theirs.length === 0) throw new Error(`nobody in the charge of ${approverId}`);
    for (let k = 0; k < count; k++) {
      const createdAt = Math.floor(now - 2 * HOUR - random() * 3 * DAY);
      // Up to two days: the counsellor's agree ends it (no further step to staff).
      const student = theirs[k % theirs.length]!;
      const story = leaveStory(student, createdAt, true, prepared ? 2 : 30);
      play(student, story, { kind: 'running', sendBack: false, stopAt: 0 }, createdAt, prepared);
    }
  };
  if (options.pinned) waitingFor(options.pinned.counsellorId, options.pinned.open, false);
  if (options.prepared) waitingFor(options.prepared.approverId, options.prepared.count, true);
  await out.flush();

  return {
    instances: out.counts.get('bpm_instance') ?? 0,
    tasks: out.counts.get('bpm_task') ?? 0,
    openTasks,
    history: out.counts.get('bpm_history') ?? 0,
    preparedTaskIds,
  };
}
