import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import { registerAndSignIn, type SignedIn } from '../../../test/auth.js';
import { accounts, call, listBody, tenantIds, userIdOf, type ListData } from '../test-helpers.js';
import { contactCard, membersByNumber, seesCard, type Contact, type SchoolMember } from './test-helpers.js';

/**
 * docs/PRIVACY.md, row by row, through the API: who sees whom in the address book and which
 * fields. A self-registered account (issue 10, item 2) is row 2, and is itself seen only by row 5.
 */
interface Card extends Contact {
  number: string;
  email: string | null;
}

const CLASSMATE = '202411115'; // 李明轩's class, C01M011-2024-1
const OTHER_CLASS = '202411201'; // the same college, another major
const OTHER_COLLEGE = '202412101';

let as: ReturnType<typeof accounts>;
let newcomer: SignedIn;
let schools: Record<string, string>;
let people: Map<string, SchoolMember>;
const t = openTestApp(async (app) => {
  as = accounts(app);
  schools = await tenantIds(app);
  newcomer = await registerAndSignIn(app, 'newcomer10', '13712340010');
  people = await membersByNumber(app, schools.jnlg!, [CLASSMATE, OTHER_CLASS, OTHER_COLLEGE]);
});

const card = (who: SignedIn, userId: string) => contactCard<Card>(t.app, who, userId);
const sees = (who: SignedIn, userId: string) => seesCard(t.app, who, userId);
const search = (who: SignedIn, filters: Record<string, string>) =>
  call<ListData<Contact>>(t.app, who, 'POST', '/contacts/search', listBody(filters));
const studentsOf = async (who: SignedIn) =>
  (await search(who, { 'Q^kind^S': 'student' })).body.data.pageResult.totalCount;

/** Who each viewer sees: classmate, another class of the college, another college, the newcomer, staff. */
async function reach(who: SignedIn) {
  return Promise.all(
    [
      people.get(CLASSMATE)!.id,
      people.get(OTHER_CLASS)!.id,
      people.get(OTHER_COLLEGE)!.id,
      newcomer.userId,
      await userIdOf(t.app, 'dorm'),
    ].map((id) => sees(who, id)),
  );
}

describe('address-book privacy, row by row (docs/PRIVACY.md)', () => {
  it('row 1: a student in a class sees all staff and their own class', async () => {
    const student = await as('student');
    expect(await reach(student)).toEqual([true, false, false, false, true]);
    expect(await studentsOf(student)).toBe(17);
  });

  it('row 2: a self-registered account sees staff only, whatever it searches', async () => {
    expect(await reach(newcomer)).toEqual([false, false, false, false, true]);
    // The attack of the issue: every student with a phone, as a newly registered account.
    expect(await studentsOf(newcomer)).toBe(0);
    const staff = (await search(newcomer, {})).body.data;
    expect(staff.pageResult.totalCount).toBeGreaterThan(0);
    expect(staff.dataResult.every((c) => c.kind === 'staff')).toBe(true);
    const phone = people.get(CLASSMATE)!.mobile;
    expect((await search(newcomer, { 'Q^keyword^SL': phone })).body.data.pageResult.totalCount).toBe(0);
    expect((await search(newcomer, { 'Q^keyword^SL': CLASSMATE })).body.data.pageResult.totalCount).toBe(0);
    // The drill-down counts only staff: a class shows up nowhere.
    const root = (
      await call<{ children: { name: string; memberCount: number }[] }>(
        t.app,
        newcomer,
        'GET',
        '/contacts/org/children',
      )
    ).body.data;
    const college = root.children.find((c) => c.name === '计算机与信息工程学院')!;
    const collegeStaff = (
      await call<ListData<Contact>>(
        t.app,
        await as('office'),
        'POST',
        '/contacts/search',
        listBody({ 'Q^kind^S': 'staff', 'Q^keyword^SL': '' }),
      )
    ).body.data.dataResult.filter((c) => c.orgName === '计算机与信息工程学院').length;
    expect(college.memberCount).toBe(collegeStaff);
    const classMembers = await call<ListData<Contact>>(
      t.app,
      newcomer,
      'POST',
      `/contacts/org/members?orgId=${people.get(CLASSMATE)!.orgId}`,
      {},
    );
    expect(classMembers.body.data.pageResult.totalCount).toBe(0);
  });

  it('row 3: staff see the classes under their own org; an office or department none', async () => {
    expect(await reach(await as('teacher'))).toEqual([true, true, false, false, true]); // own org: the college
    expect(await reach(await as('dorm'))).toEqual([false, false, false, false, true]); // own org: an office
  });

  it('row 4: a duty reaches the classes under its org, beyond the own org', async () => {
    const dorm = await as('dorm');
    await t.app.database.db
      .insertInto('orgDuty')
      .values({
        tenantId: schools.jnlg!,
        orgId: people.get(OTHER_COLLEGE)!.orgId,
        userId: dorm.userId,
        duty: 'counsellor',
      })
      .execute();
    try {
      expect(await reach(dorm)).toEqual([false, false, true, false, true]);
    } finally {
      await t.app.database.db.deleteFrom('orgDuty').where('userId', '=', dorm.userId).execute();
    }
    expect(await reach(await as('counsellor'))).toEqual([true, true, false, false, true]);
    expect(await reach(await as('college'))).toEqual([true, true, false, false, true]);
  });

  it('row 5: the office and tenant admins see every student, the self-registered one too', async () => {
    for (const account of ['office', 'admin']) {
      expect(await reach(await as(account))).toEqual([true, true, true, true, true]);
    }
    const office = await as('office');
    expect(await studentsOf(office)).toBe(await studentsOf(await as('admin')));
    expect(await studentsOf(office)).toBeGreaterThan(200);
  });

  it('row 6: nobody sees another school', async () => {
    for (const account of ['hbstudent', 'hboffice']) {
      expect(await reach(await as(account))).toEqual([false, false, false, false, false]);
    }
  });

  it('fields: whoever sees a person sees their phone, number and e-mail; others get 6040101', async () => {
    const classmate = people.get(CLASSMATE)!;
    const seen = await card(await as('student'), classmate.id);
    expect(seen.body.data).toMatchObject({ mobile: classmate.mobile, number: CLASSMATE, kind: 'student' });
    expect(seen.body.data).toHaveProperty('email');
    const row = (await search(await as('student'), { 'Q^keyword^SL': CLASSMATE })).body.data.dataResult;
    expect(row).toEqual([expect.objectContaining({ id: classmate.id, mobile: classmate.mobile })]);
    expect((await card(newcomer, classmate.id)).body).toMatchObject({ state: 6040101, data: null });
    const staff = await card(newcomer, await userIdOf(t.app, 'counsellor'));
    expect(staff.body.data).toMatchObject({ name: '王晓婷', mobile: '13900000003' });
  });
});
