import type { AffairRow } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { agreePending, applyInLxgl } from '../../test/affairs.js';
import { LEAVE, pendingTask } from '../../test/bpm.js';
import { leaveTestApp } from '../../test/signed-in-app.js';

/**
 * Sent back to the applicant (issue 30, item 11): the applicant's list says so, with the
 * approver's reason, instead of "in review"; resubmitting takes it back into review.
 */
const { as } = leaveTestApp(['student', 'counsellor']);

const mineRow = async (id: string) =>
  (await as.student.lx.rows<AffairRow>('/affairs/leave/mine')).find((r) => r.id === id)!;

describe('a request sent back to its applicant', () => {
  it('is listed as returned with the reason until it is resubmitted', async () => {
    const id = await applyInLxgl(as.student, LEAVE(1));
    expect((await mineRow(id)).returned).toBeNull();
    const task = await pendingTask(as.counsellor.bpm, id);
    const sent = await as.counsellor.bpm.post('/task/reject/starter', {
      taskId: task.taskId,
      opinion: '请补充医院证明后重新提交',
    });
    expect(sent.state, sent.message).toBe(200);
    const returned = await mineRow(id);
    expect(returned.status).toBe('running');
    expect(returned.returned).toEqual({ reason: '请补充医院证明后重新提交', at: expect.any(Number) });
    await agreePending(as.student, id);
    expect((await mineRow(id)).returned).toBeNull();
  });
});
