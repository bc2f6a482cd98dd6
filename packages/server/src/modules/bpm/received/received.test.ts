import { LoginState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import { bpmCallers, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';

let as: Record<'student' | 'counsellor' | 'college' | 'hbcounsellor', BpmCaller>;
let running: string;
let concluded: string;
const t = openTestApp(async (app) => {
  as = await bpmCallers(app, ['student', 'counsellor', 'college', 'hbcounsellor']);
  running = await startRequest(as.student, 'leave', LEAVE(5));
  concluded = await startRequest(as.student, 'leave', LEAVE(3));
  for (const approver of [as.counsellor, as.college]) {
    await approver.post('/task/agree', {
      taskId: (await pendingTask(approver, concluded)).taskId,
      opinion: 'ok',
    });
  }
});

describe('pending', () => {
  it('has the row fields of the contract', async () => {
    const row = await pendingTask(as.counsellor, running);
    expect(row).toMatchObject({
      id: running,
      subject: "李明轩's 5-day leave",
      procDefName: 'Leave application',
      name: "Counsellor's approval",
      ownerName: '王晓婷',
      status: 'NORMAL',
      allowShfit: 'Y',
      creatorId: as.student.who.userId,
      remindTimes: 0,
    });
    expect(typeof (row as unknown as { createTime: unknown }).createTime).toBe('number');
  });

  it('filters and sorts by whitelisted keys only', async () => {
    expect(
      (await as.counsellor.rows('/received/query/pending', { 'Q^subject_^SL': '5天' })).map((r) => r.id),
    ).toEqual([running]);
    expect(await as.counsellor.rows('/received/query/pending', { 'Q^procDefName^SL': '体检' })).toEqual([]);
    const scholarships = await as.counsellor.rows('/received/query/pending', {
      'Q^procDefName^SL': '奖学金',
    });
    expect(scholarships.length).toBeGreaterThan(0);
    // Filtered by the school's name, shown in the caller's language (en-US).
    expect(scholarships.every((r) => String(r.procDefName).includes('Scholarship'))).toBe(true);
    const sorted = await as.counsellor.post('/received/query/pending', {
      sorts: [{ field: 'remindTimes', order: 'desc' }],
    });
    expect(sorted.state).toBe(200);
    const bad = await as.counsellor.post('/received/query/pending', {
      sorts: [{ field: 'assignee_id', order: 'ASC' }],
    });
    expect(bad).toMatchObject({ state: 400, message: 'Unsupported sort field: assignee_id' });
  });

  it('pages', async () => {
    const all = await as.counsellor.rows('/received/query/pending');
    expect(all.length).toBeGreaterThan(1); // this file's request and the seeded demo one
    const page = await as.counsellor.post<{
      dataResult: unknown[];
      pageResult: { totalCount: number; limit: number };
    }>('/received/query/pending', { requestPage: { pageNo: 1, limit: 1 } });
    expect(page.data.dataResult).toHaveLength(1);
    expect(page.data.pageResult).toMatchObject({ limit: 1, totalCount: all.length });
  });

  it('answers in single mode too, and never without a sign-in', async () => {
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/bpm/received/query/pending',
      headers: as.counsellor.who.headers,
      payload: {},
    });
    expect(single.json().data.dataResult.map((r: { id: string }) => r.id)).toContain(running);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/business/v3/bpm/received/query/pending',
      payload: {},
    });
    expect(anonymous.json()).toMatchObject({ state: LoginState.NOT_LOGGED_IN, data: null });
  });

  it('never shows another school’s tasks', async () => {
    // The other school has its own demo requests (activities): every task listed is of its tenant.
    const tenantsOf = async (rows: { taskId?: string; id: string }[]) => {
      const ids = rows.map((r) => r.taskId ?? r.id);
      if (ids.length === 0) return [];
      const found = await t.app.database.db
        .selectFrom('bpmTask')
        .select('tenantId')
        .where('id', 'in', ids)
        .execute();
      expect(found).toHaveLength(ids.length);
      return [...new Set(found.map((r) => r.tenantId))];
    };
    const pending = await as.hbcounsellor.rows<{ taskId: string; id: string }>('/received/query/pending');
    expect(pending.map((r) => r.id)).not.toContain(running);
    expect(await tenantsOf(pending)).toEqual(pending.length ? [as.hbcounsellor.who.tenantId] : []);
    const handled = await as.hbcounsellor.rows<{ taskId: string; id: string }>(
      '/received/query/handled/task',
    );
    expect(handled.map((r) => r.id)).not.toContain(concluded);
    expect(await tenantsOf(handled)).toEqual(handled.length ? [as.hbcounsellor.who.tenantId] : []);
  });
});

describe('handled and concluded', () => {
  it('lists handled requests with their current node, and handled tasks with their outcome', async () => {
    const handled = await as.counsellor.rows('/received/query/handled');
    expect(handled.find((r) => r.id === concluded)).toMatchObject({
      status: 'end',
      curNode: '',
      procDefName: 'Leave application',
    });
    const tasks = await as.college.rows('/received/query/handled/task');
    expect(tasks.find((r) => r.procInstId === concluded)).toMatchObject({
      subject: "李明轩's 3-day leave",
      taskName: 'College approval',
      status: 'agree',
      opinion: 'ok',
    });
    expect(await as.student.rows('/received/query/handled')).toEqual([]);
  });

  it('lists concluded requests: handled and ended', async () => {
    const rows = await as.counsellor.rows('/received/query/completed');
    expect(rows.map((r) => r.id)).toContain(concluded);
    expect(rows.map((r) => r.id)).not.toContain(running);
  });

  it('filters handled tasks by outcome', async () => {
    const opposed = await as.counsellor.rows('/received/query/handled/task', { 'Q^status_^S': 'oppose' });
    expect(opposed.every((r) => r.status === 'oppose')).toBe(true);
    expect(opposed.map((r) => r.procInstId)).not.toContain(concluded);
    const agreed = await as.counsellor.rows('/received/query/handled/task', { 'Q^status_^S': 'agree' });
    expect(agreed.map((r) => r.procInstId)).toContain(concluded);
  });
});
