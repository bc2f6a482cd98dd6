import { createHash } from 'node:crypto';
import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { Person } from '../../../core/org/people.js';
import { memberProfile } from '../../../core/org/profile.js';
import type { DB } from '../../../db/schema.js';
import { applyFormData } from '../../../engine/forms.js';
import { nodeOf } from '../../../engine/model.js';
import { completeTask, type Vote } from '../../../engine/runtime/commands/complete.js';
import { startInstance } from '../../../engine/runtime/commands/start.js';
import type { CommandContext } from '../../../engine/runtime/run.js';
import { findInstance } from '../../../engine/runtime/store.js';
import { startableVersionOf, versionById } from '../../../engine/versions.js';
import { newCapabilityId } from '../../../lib/capability-id.js';
import { newId } from '../../../lib/ids.js';
import { schoolDate } from '../../../lib/school-date.js';
import { OBJECTION_PROCESS } from '../deploy.js';
import { loadAffairRegistry } from '../registry/discover.js';
import { requestYear, systemValues } from '../system-fields.js';
import { withSystemValues } from '../system-values-check.js';
import { tenantStudents } from '../student-query.js';
import { graduatesLast } from './graduates-last.js';

/**
 * Demo requests made the way real ones are: through the engine's commands at the times they
 * would have happened, so the mechanism's bookkeeping (batches, quotas, publicity, payouts) and
 * the timelines come out as in real use. Used by each group's seed.
 */
export interface DemoStep {
  vote: Vote;
  /** When, epoch ms. */
  at: number;
  opinion: string;
  /** Values the step fills in (a level, a tier, a recommendation). */
  edits?: FormValues;
}

export interface DemoRequest {
  processKey: string;
  studentId: string;
  data: FormValues;
  at: number;
  steps: readonly DemoStep[];
}

async function openTaskOf(db: Kysely<DB>, instanceId: string) {
  const task = await db
    .selectFrom('bpmTask')
    .selectAll()
    .where('instanceId', '=', instanceId)
    .where('status', '=', 'pending')
    .orderBy('createdAt')
    .executeTakeFirst();
  if (!task) return undefined;
  if (task.assigneeId) return { task, approver: { id: task.assigneeId, name: task.assigneeName ?? '' } };
  const candidate = await db
    .selectFrom('bpmTaskCandidate as c')
    .innerJoin('appUser as u', 'u.id', 'c.userId')
    .select(['u.id', 'u.fullname'])
    .where('c.taskId', '=', task.id)
    .orderBy('u.account')
    .executeTakeFirstOrThrow();
  return { task, approver: { id: candidate.id, name: candidate.fullname } };
}

const context = (db: Kysely<DB>, tenantId: string, actor: Person, at: number): CommandContext => ({
  db,
  tenantId,
  actor,
  now: at,
});

/** Plays each approver's step of a request in turn, while it has an open task. */
export async function playSteps(
  db: Kysely<DB>,
  tenantId: string,
  instanceId: string,
  steps: readonly DemoStep[],
): Promise<void> {
  const process = await versionById(db, tenantId, (await findInstance(db, tenantId, instanceId))!.defId);
  for (const step of steps) {
    const open = await openTaskOf(db, instanceId);
    if (!open) break;
    const instance = (await findInstance(db, tenantId, instanceId))!;
    const values = await applyFormData(
      db,
      tenantId,
      process.form,
      nodeOf(process.graph, open.task.nodeId),
      JSON.parse(instance.data) as FormValues,
      step.edits ?? {},
      { checkRequired: step.vote === 'agree', now: step.at, writerId: open.approver.id },
    );
    await completeTask(context(db, tenantId, open.approver, step.at), {
      instance,
      graph: process.graph,
      task: open.task,
      vote: step.vote,
      opinion: step.opinion,
      data: values,
      onBehalfOf: null,
    });
  }
}

/** Submits a request as the student at `at`, then plays each approver's step; returns its id. */
export async function playRequest(db: Kysely<DB>, tenantId: string, request: DemoRequest): Promise<string> {
  const process = await startableVersionOf(db, tenantId, request.processKey);
  const starter = (await memberProfile(db, tenantId, request.studentId))!;
  const start = nodeOf(process.graph, process.graph.startId);
  // As apply does (apply.ts): the fields the system fills (the year, the ID number, the
  // evaluation's figures) take its values, whatever the demo's literal says.
  const registry = await loadAffairRegistry();
  const module = registry.byProcess(request.processKey);
  const submitted = module
    ? withSystemValues(
        request.data,
        await systemValues(
          registry,
          db,
          tenantId,
          module,
          starter.id,
          await requestYear(db, tenantId, module.descriptor, starter, schoolDate(request.at)),
        ),
      )
    : request.data;
  const data = await applyFormData(db, tenantId, process.form, start, {}, submitted, {
    checkRequired: true,
    now: request.at,
    writerId: starter.id,
  });
  const { instanceId } = await startInstance(context(db, tenantId, starter, request.at), {
    definition: process.definition,
    graph: process.graph,
    starter,
    data,
  });
  await playSteps(db, tenantId, instanceId, request.steps);
  return instanceId;
}

/** Files an objection to a request in publicity, as a member of the school, at `at`. */
export async function fileDemoObjection(
  db: Kysely<DB>,
  tenantId: string,
  input: {
    requestId: string;
    filerId: string;
    reason: string;
    at: number;
    verdict?: { upheld: boolean; note: string; at: number };
  },
): Promise<string> {
  const target = (await findInstance(db, tenantId, input.requestId))!;
  return playRequest(db, tenantId, {
    processKey: OBJECTION_PROCESS,
    studentId: input.filerId,
    data: { requestId: target.id, requestSubject: target.subject, reason: input.reason },
    at: input.at,
    steps: input.verdict
      ? [
          {
            vote: 'agree',
            at: input.verdict.at,
            opinion: input.verdict.note,
            edits: {
              verdict: input.verdict.upheld ? 'upheld' : 'dismissed',
              verdictNote: input.verdict.note,
            },
          },
        ]
      : [],
  });
}

/** A 2×2 PNG standing in for a photographed certificate. */
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQzrkCRAwQCgAlHgWtb37hDwAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores an image as the student's upload and returns it as a form refers to it. */
export async function demoAttachment(
  db: Kysely<DB>,
  tenantId: string,
  ownerId: string,
  name: string,
  at: number,
) {
  const ref = { id: newCapabilityId(), name, type: 'image/png', size: DEMO_PNG.length };
  await db
    .insertInto('attachment')
    .values({
      ...ref,
      tenantId,
      ownerId,
      sha256: createHash('sha256').update(DEMO_PNG).digest('hex'),
      content: DEMO_PNG,
      createdAt: at,
    })
    .execute();
  return ref;
}

export interface DemoBatch {
  module: string;
  academicYear: string;
  name: string;
  startDate: string;
  endDate: string;
  publicityDays?: number;
  /** Applications a student may have in the batch (default 1). */
  perStudent?: number;
  grades?: string[];
  /** Places per college (org id). */
  quotas?: Record<string, number>;
}

/** Opens a batch (as the office would), with its quotas; returns its id. */
export async function openDemoBatch(
  db: Kysely<DB>,
  tenantId: string,
  batch: DemoBatch,
  now: number,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('affairBatch')
    .values({
      id,
      tenantId,
      moduleKey: batch.module,
      academicYear: batch.academicYear,
      name: batch.name,
      startDate: batch.startDate,
      endDate: batch.endDate,
      grades: JSON.stringify(batch.grades ?? []),
      colleges: '[]',
      perStudent: batch.perStudent ?? 1,
      publicityDays: batch.publicityDays ?? 5,
      closed: 'N',
      version: 1,
      createdBy: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  for (const [orgId, quota] of Object.entries(batch.quotas ?? {}))
    await db.insertInto('affairQuota').values({ tenantId, batchId: id, orgId, quota, used: 0 }).execute();
  return id;
}

export interface DemoStudent {
  id: string;
  account: string;
  name: string;
  number: string;
  grade: string;
  collegeId: string;
  collegeCode: string;
}

/**
 * The school's students with their college, in number order (this year's graduates last,
 * graduates-last.ts), without the named demo accounts.
 */
export async function demoStudents(
  db: Kysely<DB>,
  tenantId: string,
  excluded: readonly string[],
): Promise<DemoStudent[]> {
  const rows = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.account', 'u.fullname', 'm.number', 'o.grade', 'o.path'])
    .where('o.type', '=', 'class')
    .orderBy('m.number')
    .execute();
  const colleges = await db
    .selectFrom('org')
    .select(['id', 'code'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'college')
    .execute();
  return (await graduatesLast(db, tenantId, rows))
    .filter((r) => !excluded.includes(r.account))
    .map((r) => {
      const college = colleges.find((c) => r.path.includes(`/${c.id}/`))!;
      return {
        id: r.id,
        account: r.account,
        name: r.fullname,
        number: r.number,
        grade: r.grade ?? '',
        collegeId: college.id,
        collegeCode: college.code,
      };
    });
}

/** Payments due before today were made (on their due date). */
export async function markPaid(db: Kysely<DB>, tenantId: string, now: number): Promise<void> {
  const today = schoolDate(now);
  const due = await db
    .selectFrom('affairPayout')
    .select(['id', 'dueDate'])
    .where('tenantId', '=', tenantId)
    .where('state', '=', 'pending')
    .where('dueDate', '<', today)
    .execute();
  for (const payout of due)
    await db
      .updateTable('affairPayout')
      .set({ state: 'paid', paidAt: Date.parse(`${payout.dueDate}T10:00:00+08:00`) })
      .where('id', '=', payout.id)
      .execute();
}
