import { ModuleState, SecurityState } from '@campus/contract';
import type { GatePass, GateScan } from '@campus/contract/affairs/yqfk';
import type { CheckinCode } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { pendingTask } from '../../../../test/bpm.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Campus exit and entry (issue 34): a campus exit of some hours, approved by the counsellor, is
 * the student's pass for its day; the gate scans their rotating code: out, then back in, then
 * nothing more. Only the gate (the demo guard `yqfk_gate`) and the epidemic-control office scan;
 * a code of no pass, a forged or stale one is refused.
 */
const WHO = ['student', 'graduate', 'counsellor', 'yqfk_office', 'yqfk_gate'] as const;
const { as } = groupTestApp('jczy', WHO);

type Pass = { pass: GatePass | null; code: CheckinCode | null };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('the gate pass', () => {
  it('records the way out and the way back in, once each', async () => {
    expect((await ok<Pass>(as.student.api.get('/yqfk/pass'))).pass).toBeNull();
    const applied = await ok<{ proInstId: string }>(
      as.student.api.post('/affairs/campusExit/apply', {
        data: { outDate: today(), hours: 3, destination: '市图书馆', reason: '查阅资料' },
      }),
    );
    // Not a pass until the counsellor approves.
    expect((await ok<Pass>(as.student.api.get('/yqfk/pass'))).pass).toBeNull();
    const task = await pendingTask(as.counsellor.bpm, applied.proInstId);
    const agreed = await as.counsellor.bpm.post('/task/agree', { taskId: task.taskId, opinion: '同意' });
    expect(agreed.state, agreed.message).toBe(200);

    const { pass, code } = await ok<Pass>(as.student.api.get('/yqfk/pass'));
    expect(pass).toMatchObject({ requestId: applied.proInstId, hours: 3, state: 'notOut' });
    expect(code?.code).toMatch(/^CK\.s\./);

    // Only the gate and the office scan.
    expect((await as.counsellor.api.post('/yqfk/gate/scan', { code: code!.code })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const forged = await as.yqfk_office.api.post('/yqfk/gate/scan', { code: `${code!.code.slice(0, -2)}xx` });
    expect(forged.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(forged.message).toContain('not a pass');

    // The guard records the way out, naming the student and their class.
    const out = await ok<GateScan>(as.yqfk_gate.api.post('/yqfk/gate/scan', { code: code!.code }));
    expect(out).toMatchObject({
      studentName: '李明轩',
      className: '软件工程2024级1班',
      recorded: 'out',
      late: false,
    });
    expect((await ok<Pass>(as.student.api.get('/yqfk/pass'))).pass?.state).toBe('out');
    const back = await ok<GateScan>(as.yqfk_office.api.post('/yqfk/gate/scan', { code: code!.code }));
    expect(back).toMatchObject({ recorded: 'in', late: false });
    const after = await ok<Pass>(as.student.api.get('/yqfk/pass'));
    expect(after.pass?.state).toBe('back');
    expect(after.code).toBeNull();
    const third = await as.yqfk_office.api.post('/yqfk/gate/scan', { code: code!.code });
    expect(third.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
  });

  it('shows no code without an approved exit, and refuses an exit over a day naming the field', async () => {
    // The graduate has no campus exit today: no pass, no code.
    const mine = await ok<Pass>(as.graduate.api.get('/yqfk/pass'));
    expect(mine.code).toBeNull();
    const tooLong = await as.graduate.api.post('/affairs/campusExit/apply', {
      data: { outDate: today(), hours: 30, destination: '市区', reason: '购物' },
    });
    expect(tooLong.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(tooLong.message).toMatch(/Hours/);
  });
});
