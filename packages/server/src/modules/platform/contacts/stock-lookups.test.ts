import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../../test/app.js';
import { openTestApp } from '../../../test/signed-in-app.js';
import { accounts, call, tenantIds, userIdOf } from '../test-helpers.js';
import { membersByNumber, type SchoolMember } from './test-helpers.js';

interface Person {
  id: string;
  account: string;
  fullname: string;
  name: string;
  mobile: string | null;
  orgPath: { id: string; name: string }[];
}

/** A classmate of the demo student, and a student of another college (whom the student may not see). */
const CLASSMATE = '202411102';
const OTHER_COLLEGE = '202412101';

/**
 * The stock front end's person look-ups (issue 32): user/get, employee/get, user/getByAccount,
 * adapters over the address-book card, so who sees whom is the address book's rule.
 */
describe('stock person look-ups', () => {
  let as: ReturnType<typeof accounts>;
  let byNumber: Map<string, SchoolMember>;
  const t = openTestApp(async (app) => {
    as = accounts(app);
    const schools = await tenantIds(app);
    byNumber = await membersByNumber(app, schools.jnlg!, [CLASSMATE, OTHER_COLLEGE]);
  });
  const accountOf = async (userId: string) =>
    (
      await t.app.database.db
        .selectFrom('appUser')
        .select('account')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).account;

  it('answers user/get, employee/get and user/getByAccount with the card and the user fields', async () => {
    const student = await as('student');
    const dorm = await userIdOf(t.app, 'dorm');
    const byId = await call<Person>(t.app, student, 'GET', `/user/get?userId=${dorm}`);
    expect(byId.body.state).toBe(200);
    expect(byId.body.data).toMatchObject({ id: dorm, account: 'dorm', fullname: byId.body.data.name });
    expect(byId.body.data.orgPath.length).toBeGreaterThan(0);
    const asEmployee = await call<Person>(t.app, student, 'GET', `/employee/get?employeeId=${dorm}`);
    expect(asEmployee.body.data).toEqual(byId.body.data);
    const byAccount = await call<Person>(t.app, student, 'GET', '/user/getByAccount?account=DORM');
    expect(byAccount.body.data).toEqual(byId.body.data);
    // Also reachable in single mode and under the platform's base path.
    const ibps = await injectEnvelope<Person>(t.app, {
      method: 'GET',
      url: `/ibps/user/get?userId=${dorm}`,
      headers: student.headers,
    });
    expect(ibps.body.data).toEqual(byId.body.data);
  });

  it('shows a person only to who may see them in the address book', async () => {
    const student = await as('student');
    const classmate = byNumber.get(CLASSMATE)!.id;
    const stranger = byNumber.get(OTHER_COLLEGE)!.id;
    expect((await call(t.app, student, 'GET', `/user/get?userId=${classmate}`)).body.state).toBe(200);
    for (const path of [
      `/user/get?userId=${stranger}`,
      `/employee/get?employeeId=${stranger}`,
      `/user/getByAccount?account=${await accountOf(stranger)}`,
      '/user/getByAccount?account=nobody-at-all',
    ]) {
      const r = await call(t.app, student, 'GET', path);
      expect({ path, state: r.body.state }).toEqual({ path, state: ModuleState.USER_NOT_FOUND });
    }
    // The office sees every student; another school sees nobody of this one.
    expect((await call(t.app, await as('office'), 'GET', `/user/get?userId=${stranger}`)).body.state).toBe(
      200,
    );
    const otherSchool = await as('hboffice');
    expect((await call(t.app, otherSchool, 'GET', `/user/get?userId=${classmate}`)).body.state).toBe(
      ModuleState.USER_NOT_FOUND,
    );
  });

  it('refuses bad input naming the field', async () => {
    const student = await as('student');
    const r = await call(t.app, student, 'GET', '/user/get?userId=abc');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('userId');
    const long = await call(t.app, student, 'GET', `/user/getByAccount?account=${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('account');
  });
});
