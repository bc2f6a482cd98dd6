import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { type TestApp } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { signIn } from '../../test/auth.js';
import { demoSchoolId } from '../../test/demo-school.js';
import {
  createEncryptingTestApp,
  encryptPassword,
  get,
  lastSms,
  passwordGrant,
  post,
} from './test-helpers.js';

describe('accounts: SMS, registration, reset, change password, statuses', () => {
  let tenantId: string;
  const t = openTestApp(async (app) => {
    tenantId = await demoSchoolId(app.database.db);
  });
  const db = () => t.app.database.db;

  it('signs in with a mobile number and an SMS code', async () => {
    expect((await get(t.app, '/user/send/sms?mobile=13900000002&purpose=login')).body.state).toBe(200);
    const sms = await lastSms(t.app, '13900000002');
    expect(sms?.content).toContain('登录验证码');
    const wrong = await post(t.app, '/user/login/apply', {
      mobile: '13900000002',
      smsCode: '000000' === sms!.code ? '111111' : '000000',
    });
    expect(wrong.body.state).toBe(6040104);
    const right = await post<string>(t.app, '/user/login/apply', {
      mobile: '13900000002',
      smsCode: sms!.code,
    });
    expect(right.body.state).toBe(200);
    // Used up.
    expect(
      (await post(t.app, '/user/login/apply', { mobile: '13900000002', smsCode: sms!.code })).body.state,
    ).toBe(6040104);
  });

  it('refuses a second code within a minute and validates the number', async () => {
    await get(t.app, '/user/send/sms?mobile=13900000003&purpose=login');
    const again = await get(t.app, '/user/send/sms?mobile=13900000003&purpose=login');
    expect(again.body.state).toBe(6040108);
    expect(again.body.variables.retryAfterSeconds).toBeGreaterThan(0);
    const bad = await get(t.app, '/user/send/sms?mobile=1390000&purpose=login');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('mobile: Mobile number must be exactly 11 digits');
  });

  it('answers alike for a number without an account, but sends nothing', async () => {
    expect((await get(t.app, '/user/send/sms?mobile=13111112222&purpose=login')).body.state).toBe(200);
    expect(await lastSms(t.app, '13111112222')).toBeUndefined();
  });

  it('registers with a verified mobile, then signs in', async () => {
    const mobile = '13722223333';
    await post(t.app, '/user/send/sms', { mobile, purpose: 'register' });
    const code = (await lastSms(t.app, mobile))!.code!;
    const weak = await post(t.app, '/user/register', {
      account: 'newbie',
      password: 'short',
      fullname: '新同学',
      mobile,
      smsCode: code,
      tenantId,
    });
    expect(weak.body.state).toBe(6040107);
    const taken = await post(t.app, '/user/register', {
      account: 'student',
      password: 'Strong123',
      fullname: '新同学',
      mobile,
      smsCode: code,
      tenantId,
    });
    expect(taken.body.state).toBe(6040102);
    const ok = await post<{ uid: string }>(t.app, '/user/register', {
      account: 'Newbie',
      password: 'Strong123',
      fullname: '新同学',
      mobile,
      smsCode: code,
      tenantId,
    });
    expect(ok.body.state).toBe(200);
    const user = await db()
      .selectFrom('appUser')
      .selectAll()
      .where('id', '=', ok.body.data.uid)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account: 'newbie', pinyin: 'xtx', mobile });
    expect((await passwordGrant(t.app, 'newbie', 'Strong123')).body.state).toBe(200);
    const mobileAgain = await post(t.app, '/user/register', {
      account: 'other1',
      password: 'Strong123',
      fullname: 'x',
      mobile,
      smsCode: code,
      tenantId,
    });
    expect(mobileAgain.body.state).toBe(6040103);
  });

  it('names the school field when it is missing or not open, and takes the only open school itself', async () => {
    const mobile = '13722224444';
    await post(t.app, '/user/send/sms', { mobile, purpose: 'register' });
    const code = (await lastSms(t.app, mobile))!.code!;
    const form = { account: 'schoolless', password: 'Strong123', fullname: '新同学', mobile, smsCode: code };
    // Two schools are open: the user has to say which (issue 17 item 7).
    const missing = await post(t.app, '/user/register', form);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      state: 400,
      message: 'School: Required',
      variables: { fields: [{ field: 'tenantId', message: 'Required' }] },
    });
    const closed = await post(t.app, '/user/register', { ...form, tenantId: 'nope' });
    expect(closed.body).toMatchObject({
      state: 400,
      message: 'School: Please choose a valid option',
      variables: { fields: [{ field: 'tenantId' }] },
    });

    // With one school open, the registration joins it.
    await db().updateTable('tenant').set({ status: 'disabled' }).where('code', '=', 'hbsf').execute();
    try {
      const joined = await post<{ uid: string }>(t.app, '/user/register', form);
      expect(joined.body.state).toBe(200);
      const member = await db()
        .selectFrom('tenantMember')
        .select('tenantId')
        .where('userId', '=', joined.body.data.uid)
        .executeTakeFirstOrThrow();
      expect(member.tenantId).toBe(tenantId);
    } finally {
      await db().updateTable('tenant').set({ status: 'active' }).where('code', '=', 'hbsf').execute();
    }
  });

  it('resets a forgotten password by SMS and signs every session out', async () => {
    const before = await signIn(t.app, 'office');
    await post(t.app, '/user/send/sms', { mobile: '13900000005', purpose: 'reset' });
    const code = (await lastSms(t.app, '13900000005'))!.code!;
    const r = await post(t.app, '/user/reset/passwd', {
      mobile: '13900000005',
      smsCode: code,
      password: 'Office2027',
    });
    expect(r.body).toMatchObject({ state: 200, message: 'Password has been updated!' });
    expect((await post(t.app, '/user/context', undefined, before.headers)).body.state).toBe(6020201);
    expect((await passwordGrant(t.app, 'office', DEMO_PASSWORD)).body.state).toBe(6020101);
    expect((await passwordGrant(t.app, 'office', 'Office2027')).body.state).toBe(200);
  });

  it('changes the password: old one checked, repeat must match, other sessions end', async () => {
    const here = await signIn(t.app, 'college');
    const elsewhere = await signIn(t.app, 'college');
    const change = (body: Record<string, string>) => post(t.app, '/user/change/passwd', body, here.headers);
    expect(
      (await change({ oldPassword: 'nope', newPassword: 'College2027', repeatPassword: 'College2027' })).body
        .state,
    ).toBe(6040106);
    const mismatch = await change({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'College2027',
      repeatPassword: 'College2028',
    });
    expect(mismatch.body).toMatchObject({
      state: 400,
      message: 'Repeat password and new password are inconsistent',
    });
    expect(mismatch.body.variables.fields).toEqual([
      { field: 'repeatPassword', message: 'Repeat password and new password are inconsistent' },
    ]);
    const done = await change({
      oldPassword: DEMO_PASSWORD,
      newPassword: 'College2027',
      repeatPassword: 'College2027',
    });
    expect(done.body).toMatchObject({ state: 200, message: 'Password has been updated!' });
    expect((await post(t.app, '/user/context', undefined, here.headers)).body.state).toBe(200);
    expect((await post(t.app, '/user/context', undefined, elsewhere.headers)).body.state).toBe(6020201);
  });

  it('refuses disabled (6020110) and not activated (6020107) accounts after a right password only', async () => {
    await db().updateTable('appUser').set({ status: 'disabled' }).where('account', '=', 'teacher').execute();
    expect((await passwordGrant(t.app, 'teacher', DEMO_PASSWORD)).body.state).toBe(6020110);
    expect((await passwordGrant(t.app, 'teacher', 'wrong')).body.state).toBe(6020101);
    await db().updateTable('appUser').set({ status: 'inactive' }).where('account', '=', 'teacher').execute();
    expect((await passwordGrant(t.app, 'teacher', DEMO_PASSWORD)).body.state).toBe(6020107);
    await db().updateTable('appUser').set({ status: 'actived' }).where('account', '=', 'teacher').execute();
  });

  it('disables a signed-in account at its next request', async () => {
    const s = await signIn(t.app, 'dorm');
    await db().updateTable('appUser').set({ status: 'disabled' }).where('account', '=', 'dorm').execute();
    expect((await post(t.app, '/user/context', undefined, s.headers)).body.state).toBe(6020110);
    await db().updateTable('appUser').set({ status: 'actived' }).where('account', '=', 'dorm').execute();
  });

  it('sends an expired password to the reset route with a one-time grant', async () => {
    await db()
      .updateTable('appUser')
      .set({ passwordExpiresAt: Date.now() - 1 })
      .where('account', '=', 'counsellor')
      .execute();
    const r = await post(t.app, '/user/login/apply', { username: 'counsellor', password: DEMO_PASSWORD });
    expect(r.body.state).toBe(6020109);
    const v = r.body.variables as { username: string; userId: string; tenantid: string; loginState: string };
    expect(v).toMatchObject({ username: 'counsellor', tenantid: tenantId });
    const reset = await post(t.app, '/user/reset/passwd', {
      loginState: v.loginState,
      password: 'Counsel2027',
    });
    expect(reset.body.state).toBe(200);
    expect(
      (await post(t.app, '/user/reset/passwd', { loginState: v.loginState, password: 'Counsel2028' })).body
        .state,
    ).toBe(6020101);
    expect((await passwordGrant(t.app, 'counsellor', 'Counsel2027')).body.state).toBe(200);
  });
});

describe('password encryption', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createEncryptingTestApp();
  });
  afterAll(async () => t.close());

  it('publishes an RSA key; encrypted passwords sign in, plain ones do not', async () => {
    const setting = await get<{ encrypt: boolean; encryptName: string; publicKey: string }>(
      t.app,
      '/user/client/encrypt/get',
    );
    expect(setting.body.data).toMatchObject({ encrypt: true, encryptName: 'RSA-OAEP-256' });
    const encrypted = encryptPassword(setting.body.data.publicKey, DEMO_PASSWORD);
    expect((await passwordGrant(t.app, 'student', encrypted)).body.state).toBe(200);
    expect((await passwordGrant(t.app, 'student', DEMO_PASSWORD)).body.state).toBe(6020101);
  });
});
