import { LoginState, ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { demoAccountRow, demoMembershipRow } from '../../db/seed/account-rows.js';
import { newId } from '../../lib/ids.js';
import { demoSchoolId, lastSms } from '../../test/demo-school.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { passwordGrant, post } from '../../modules/oauth2/test-helpers.js';

/**
 * An imported person as the import creates them: inactive, no usable password, a number, an ID
 * number and a phone on record (staff may have no ID number).
 */
async function importedPerson(
  db: Kysely<DB>,
  tenantId: string,
  person: { number: string; mobile: string | null; idNumber: string | null; kind?: 'student' | 'staff' },
) {
  const userId = newId();
  const now = Date.now();
  const org = await db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('type', '=', person.kind === 'staff' ? 'college' : 'class')
    .limit(1)
    .executeTakeFirstOrThrow();
  const account = demoAccountRow(
    {
      id: userId,
      account: person.number.toLowerCase(),
      passwordHash: '!',
      fullname: `导入${person.number}`,
      pinyin: 'dr',
      mobile: person.mobile,
      email: null,
      gender: 'unknown',
    },
    tenantId,
    now,
  );
  await db
    .insertInto('appUser')
    .values({ ...account, status: 'inactive' })
    .execute();
  const kind = person.kind ?? 'student';
  const member = demoMembershipRow(
    { tenantId, userId, kind, number: person.number, orgId: org.id, title: null },
    now,
  );
  await db.insertInto('tenantMember').values(member).execute();
  if (person.idNumber) {
    await db
      .insertInto('studentProfile')
      .values({
        tenantId,
        userId,
        idNumber: person.idNumber,
        birthDate: null,
        ethnicity: null,
        politicalStatus: null,
        province: null,
        address: null,
        bankName: null,
        bankCard: null,
        familyIncome: null,
        updatedAt: now,
      })
      .execute();
  }
  return userId;
}

const PASSWORD = 'Welcome2026';

describe('activation of an imported account (no default password)', () => {
  let tenantId = '';
  const t = openTestApp(async (app) => {
    tenantId = await demoSchoolId(app.database.db);
    const db = app.database.db;
    const people = [
      { number: 'A2026001', mobile: '13600000001', idNumber: '11010520050101123X' },
      { number: 'A2026002', mobile: '13600000002', idNumber: '110105200501021234' },
      { number: 'A2026003', mobile: '13600000003', idNumber: '110105200501031234' },
      { number: 'T9001', mobile: '13600000009', idNumber: null, kind: 'staff' as const },
      { number: 'T9002', mobile: '13600000010', idNumber: null, kind: 'staff' as const },
    ];
    for (const person of people) await importedPerson(db, tenantId, person);
    // A staff member's ID number as the staff import keeps it: on the membership (migration 0009).
    await db
      .updateTable('tenantMember')
      .set({ idNumber: '110105198001021236' })
      .where('tenantId', '=', tenantId)
      .where('number', '=', 'T9002')
      .execute();
    // The account as the import names it: `<school code>.<number>`.
    await db.updateTable('appUser').set({ account: 'jnlg.t9002' }).where('account', '=', 't9002').execute();
  });
  const db = () => t.app.database.db;
  const code = async (mobile: string) => (await lastSms(db(), mobile))!.code!;

  it('cannot sign in before activation: there is no password to guess', async () => {
    expect((await passwordGrant(t.app, 'a2026001', '')).body.state).not.toBe(200);
    expect((await passwordGrant(t.app, 'a2026001', '!')).body.state).toBe(LoginState.WRONG_CREDENTIALS);
  });

  it('sends a code to the phone on record, masked, then activates and signs in', async () => {
    const sent = await post<{ mobile: string }>(t.app, '/user/activate/code', {
      number: 'A2026001',
      idTail: '01123x',
    });
    expect(sent.body.state).toBe(200);
    expect(sent.body.data.mobile).toBe('136****0001');
    expect((await lastSms(db(), '13600000001'))!.content).toContain('激活账号');
    const done = await post<boolean>(t.app, '/user/activate', {
      number: 'A2026001',
      idTail: '01123X',
      smsCode: await code('13600000001'),
      password: PASSWORD,
    });
    expect(done.body.state).toBe(200);
    expect(done.body.message).toBe('Your account is active: sign in with your new password');
    expect((await passwordGrant(t.app, 'a2026001', PASSWORD)).body.state).toBe(200);
  });

  it('refuses to activate an active account again, however it is asked', async () => {
    const again = await post(t.app, '/user/activate/code', { number: 'A2026001', idTail: '01123X' });
    expect(again.body.state).toBe(ModuleState.ALREADY_ACTIVE);
    const demo = await post(t.app, '/user/activate', {
      number: 'A2026001',
      idTail: '01123X',
      smsCode: '123456',
      password: PASSWORD,
    });
    expect(demo.body.state).toBe(ModuleState.ALREADY_ACTIVE);
  });

  it('answers wrong ID digits and an unknown number alike, and sends nothing', async () => {
    const wrong = await post(t.app, '/user/activate/code', { number: 'A2026002', idTail: '999999' });
    const unknown = await post(t.app, '/user/activate/code', { number: 'NOBODY01', idTail: '011234' });
    expect(wrong.body.state).toBe(ModuleState.ACTIVATION_NO_MATCH);
    expect(unknown.body.state).toBe(ModuleState.ACTIVATION_NO_MATCH);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(await lastSms(db(), '13600000002')).toBeUndefined();
  });

  it('names a malformed field in the caller’s language', async () => {
    const bad = await post(t.app, '/user/activate/code', { number: 'A2026002', idTail: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Last 6 characters of ID number');
  });

  it('tells staff without an ID number on record to ask the school', async () => {
    const staff = await post(t.app, '/user/activate/code', { number: 'T9001', idTail: '123456' });
    expect(staff.body.state).toBe(ModuleState.ACTIVATION_ASK_SCHOOL);
  });

  it('activates a staff member by the ID number the staff import keeps', async () => {
    const who = { number: 'T9002', idTail: '021236' };
    const wrong = await post(t.app, '/user/activate/code', { ...who, idTail: '021234' });
    expect(wrong.body.state).toBe(ModuleState.ACTIVATION_NO_MATCH);
    expect((await post(t.app, '/user/activate/code', who)).body.state).toBe(200);
    const done = await post(t.app, '/user/activate', {
      ...who,
      smsCode: await code('13600000010'),
      password: PASSWORD,
    });
    expect(done.body.state).toBe(200);
    // They sign in with their number, as the activation screen tells them, or the account.
    expect((await passwordGrant(t.app, 'T9002', PASSWORD)).body.state).toBe(200);
    expect((await passwordGrant(t.app, 'jnlg.t9002', PASSWORD)).body.state).toBe(200);
    expect((await passwordGrant(t.app, 'T9003', PASSWORD)).body.state).toBe(LoginState.WRONG_CREDENTIALS);
  });

  it('refuses a wrong code, a weak password (keeping the code) and an expired code', async () => {
    const who = { number: 'A2026002', idTail: '021234' };
    expect((await post(t.app, '/user/activate/code', who)).body.state).toBe(200);
    const right = await code('13600000002');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await post(t.app, '/user/activate', { ...who, smsCode: wrongCode, password: PASSWORD });
    expect(wrong.body.state).toBe(ModuleState.SMS_CODE_ERROR);
    const weak = await post(t.app, '/user/activate', { ...who, smsCode: right, password: 'password' });
    expect(weak.body.state).toBe(ModuleState.PASSWORD_TOO_WEAK);
    await db()
      .updateTable('smsCode')
      .set({ expiresAt: Date.now() - 1 })
      .where('mobile', '=', '13600000002')
      .execute();
    const expired = await post(t.app, '/user/activate', { ...who, smsCode: right, password: PASSWORD });
    expect(expired.body.state).toBe(ModuleState.SMS_CODE_ERROR);
    const user = await db()
      .selectFrom('appUser')
      .select('status')
      .where('account', '=', 'a2026002')
      .executeTakeFirstOrThrow();
    expect(user.status).toBe('inactive');
  });

  it('locks a number after repeated wrong ID digits, even with the right ones then', async () => {
    const { lockAfter } = t.app.config.auth;
    let last = 0;
    for (let i = 0; i < lockAfter; i++) {
      last = (await post(t.app, '/user/activate/code', { number: 'A2026003', idTail: '000000' })).body.state;
    }
    expect(last).toBe(LoginState.LOCKED);
    const right = await post(t.app, '/user/activate/code', { number: 'A2026003', idTail: '031234' });
    expect(right.body.state).toBe(LoginState.LOCKED);
    expect(await lastSms(db(), '13600000003')).toBeUndefined();
  });
});
