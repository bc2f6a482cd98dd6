import { describe, expect, it } from 'vitest';
import { bpmCallers, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';
import { openTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 32 item 7: the stock lists' own filters, pending `taskType` and handled `end`, are
 * accepted (bare or as `Q^…^…` keys, never a 400) and `end` narrows the handled list.
 */
let as: Record<'student' | 'counsellor' | 'college', BpmCaller>;
let running: string;
let concluded: string;
openTestApp(async (app) => {
  as = await bpmCallers(app, ['student', 'counsellor', 'college']);
  running = await startRequest(as.student, 'leave', LEAVE(5));
  concluded = await startRequest(as.student, 'leave', LEAVE(3));
  for (const approver of [as.counsellor, as.college]) {
    await approver.post('/task/agree', { taskId: (await pendingTask(approver, concluded)).taskId });
  }
});

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.id).sort();

describe('pending taskType', () => {
  it('is accepted bare or as a filter key and narrows nothing (every task is an approval step)', async () => {
    const all = ids(await as.counsellor.rows('/received/query/pending'));
    expect(all).toContain(running);
    for (const [key, value] of [
      ['taskType', 'all'],
      ['taskType', ''],
      ['Q^taskType^S', 'candidate'],
      ['Q^taskType^SIN', 'a,b'],
    ] as const) {
      expect(ids(await as.counsellor.rows('/received/query/pending', { [key]: value }))).toEqual(all);
    }
    // The split lists take it too, with their other filters still applied.
    expect(
      ids(
        await as.counsellor.rows('/received/query/pending/user', {
          taskType: 'x',
          'Q^subject_^SL': 'no such subject',
        }),
      ),
    ).toEqual([]);
  });
});

describe('handled end', () => {
  it('keeps ended requests for a yes and running ones for a no', async () => {
    for (const yes of ['true', 'Y', '1']) {
      const rows = ids(await as.counsellor.rows('/received/query/handled', { end: yes }));
      expect(rows).toContain(concluded);
      expect(rows).not.toContain(running);
    }
    for (const no of ['false', 'N', '0']) {
      const rows = ids(await as.counsellor.rows('/received/query/handled', { 'Q^end^S': no }));
      // The counsellor has handled only the concluded one of the two, so a no leaves it out.
      expect(rows).not.toContain(concluded);
    }
  });

  it('narrows nothing when empty or unrecognised, and never refuses', async () => {
    const all = ids(await as.counsellor.rows('/received/query/handled'));
    expect(all).toContain(concluded);
    for (const value of ['', 'maybe', 'x'.repeat(300)]) {
      expect(ids(await as.counsellor.rows('/received/query/handled', { end: value }))).toEqual(all);
    }
    // Other unknown keys are still refused, naming the key.
    expect(
      await as.counsellor.post('/received/query/handled', { parameters: [{ key: 'Q^nope^S', value: '1' }] }),
    ).toMatchObject({ state: 400 });
  });

  it('keeps the running requests for a no', async () => {
    // The counsellor agreed the running request's step too: now it is handled and still running.
    const other = await startRequest(as.student, 'leave', LEAVE(4));
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, other)).taskId });
    const running = ids(await as.counsellor.rows('/received/query/handled', { end: 'false' }));
    expect(running).toContain(other);
    expect(running).not.toContain(concluded);
    expect(ids(await as.counsellor.rows('/received/query/handled', { end: 'true' }))).not.toContain(other);
  });
});
