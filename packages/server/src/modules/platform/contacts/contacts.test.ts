import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../../test/signed-in-app.js';
import type { SignedIn } from '../../../test/auth.js';
import { accounts, call, listBody, tenantIds, userIdOf, type ListData } from '../test-helpers.js';
import { contactCard, membersByNumber, seesCard, type Contact, type SchoolMember } from './test-helpers.js';

interface Card extends Contact {
  title: string | null;
  email: string | null;
  orgPath: { id: string; name: string }[];
  positions: string[];
}
interface Children {
  org: { id: string; name: string; type: string };
  path: { id: string; name: string }[];
  children: { id: string; name: string; type: string; memberCount: number }[];
}

/** Students of the demo school jnlg by number: class C01M011-2024-1 is 李明轩's. */
const CLASSMATE = '202411102';
const SAME_COLLEGE = '202411201'; // C01, another major
const OTHER_COLLEGE = '202412101'; // C02

describe('address book', () => {
  let as: ReturnType<typeof accounts>;
  let schools: Record<string, string>;
  let byNumber: Map<string, SchoolMember>;
  const t = openTestApp(async (app) => {
    as = accounts(app);
    schools = await tenantIds(app);
    byNumber = await membersByNumber(app, schools.jnlg!, [CLASSMATE, SAME_COLLEGE, OTHER_COLLEGE]);
  });

  const card = (who: SignedIn, userId: string) => contactCard<Card>(t.app, who, userId);
  const search = (who: SignedIn, keyword: string) =>
    call<ListData<Contact>>(t.app, who, 'POST', '/contacts/search', listBody({ 'Q^keyword^SL': keyword }));
  const children = (who: SignedIn, orgId?: string) =>
    call<Children>(t.app, who, 'GET', `/contacts/org/children${orgId ? `?orgId=${orgId}` : ''}`);
  const sees = (who: SignedIn, userId: string) => seesCard(t.app, who, userId);

  it.each([
    // viewer, classmate, same college, other college, staff
    ['student', true, false, false, true],
    ['counsellor', true, true, false, true],
    ['college', true, true, false, true],
    ['dorm', false, false, false, true],
    ['office', true, true, true, true],
    ['admin', true, true, true, true],
    ['hbstudent', false, false, false, false],
    ['hboffice', false, false, false, false],
  ])('%s: classmate %s, same college %s, other college %s, staff %s', async (account, ...expected) => {
    const who = await as(account);
    const targets = [
      byNumber.get(CLASSMATE)!.id,
      byNumber.get(SAME_COLLEGE)!.id,
      byNumber.get(OTHER_COLLEGE)!.id,
      await userIdOf(t.app, 'dorm'),
    ];
    expect(await Promise.all(targets.map((id) => sees(who, id)))).toEqual(expected);
  });

  it('lets a duty on a class reach beyond the staff member’s own org', async () => {
    const dorm = await as('dorm');
    const other = byNumber.get(OTHER_COLLEGE)!;
    await t.app.database.db
      .insertInto('orgDuty')
      .values({ tenantId: schools.jnlg!, orgId: other.orgId, userId: dorm.userId, duty: 'counsellor' })
      .execute();
    expect(await sees(dorm, other.id)).toBe(true);
    expect(await sees(dorm, byNumber.get(CLASSMATE)!.id)).toBe(false);
  });

  it('shows the contact card with org path, positions and phone', async () => {
    const student = await as('student');
    const counsellorId = await userIdOf(t.app, 'counsellor');
    const { body } = await card(student, counsellorId);
    expect(body.data).toMatchObject({
      name: '王晓婷',
      kind: 'staff',
      title: '辅导员',
      mobile: '13900000003',
      email: 'counsellor@jnlg.edu.cn',
      positions: ['辅导员'],
    });
    expect(body.data.orgPath.map((o) => o.name)).toEqual(['江南理工学院', '计算机与信息工程学院']);
    const classmate = await card(student, byNumber.get(CLASSMATE)!.id);
    expect(classmate.body.data.mobile).toBe(byNumber.get(CLASSMATE)!.mobile);
    expect((await card(student, byNumber.get(OTHER_COLLEGE)!.id)).body).toMatchObject({
      state: 6040101,
      message: 'User not found',
    });
  });

  it('searches by name, pinyin initials and phone, within what the viewer may see', async () => {
    const counsellor = await as('counsellor');
    expect((await search(counsellor, 'lmx')).body.data.dataResult.map((c) => c.name)).toContain('李明轩');
    expect((await search(counsellor, 'LMX')).body.data.dataResult.map((c) => c.name)).toContain('李明轩');
    expect((await search(counsellor, '13900000002')).body.data.dataResult.map((c) => c.name)).toEqual([
      '李明轩',
    ]);
    expect((await search(counsellor, '明轩')).body.data.dataResult.map((c) => c.name)).toContain('李明轩');

    const student = await as('student');
    expect((await search(student, '王晓')).body.data.dataResult.map((c) => c.name)).toContain('王晓婷');
    const otherPhone = byNumber.get(OTHER_COLLEGE)!.mobile;
    expect((await search(student, otherPhone)).body.data.pageResult.totalCount).toBe(0);
    expect((await search(await as('office'), otherPhone)).body.data.pageResult.totalCount).toBe(1);
    expect((await search(await as('hbstudent'), 'lmx')).body.data.pageResult.totalCount).toBe(0);
    expect((await search(student, '100%')).body.data.pageResult.totalCount).toBe(0);
  });

  it('lists visible people, staff first, filterable by kind', async () => {
    const student = await as('student');
    const all = (await search(student, '')).body.data;
    const kinds = all.dataResult.map((c) => c.kind);
    expect(kinds.indexOf('student')).toBeGreaterThan(kinds.lastIndexOf('staff'));
    const students = (
      await call<ListData<Contact>>(
        t.app,
        student,
        'POST',
        '/contacts/search',
        listBody({ 'Q^kind^S': 'student' }),
      )
    ).body.data;
    expect(students.pageResult.totalCount).toBe(17); // the own class
    expect(students.dataResult.every((c) => c.orgName === '软件工程2024级1班')).toBe(true);
  });

  it('drills down from the school to the visible classes, with member counts', async () => {
    const student = await as('student');
    const root = (await children(student)).body.data;
    expect(root.org).toMatchObject({ name: '江南理工学院', type: 'school' });
    expect(root.path.map((o) => o.name)).toEqual(['江南理工学院']);
    const college = root.children.find((c) => c.name === '计算机与信息工程学院')!;
    expect(college.memberCount).toBeGreaterThan(17); // its staff and the own class
    expect(root.children.find((c) => c.name === '学生工作处')!.memberCount).toBe(2);

    const majors = (await children(student, college.id)).body.data.children;
    const major = majors.find((m) => m.name === '软件工程')!;
    expect(majors.map((m) => m.name)).toEqual(['软件工程']); // the other major has nobody the student may see
    const classes = (await children(student, major.id)).body.data;
    expect(classes.path.map((o) => o.name)).toEqual(['江南理工学院', '计算机与信息工程学院', '软件工程']);
    expect(classes.children).toEqual([
      expect.objectContaining({ name: '软件工程2024级1班', memberCount: 17 }),
    ]);

    const counsellorClasses = (await children(await as('counsellor'), major.id)).body.data.children;
    expect(counsellorClasses.map((c) => [c.name, c.memberCount])).toEqual([
      ['软件工程2024级1班', 17],
      ['软件工程2025级1班', 17],
      ['软件工程2026级1班', 5], // onboarding's freshmen, seen college-wide
    ]);
  });

  it('pages the members of one org', async () => {
    const student = await as('student');
    const classId = byNumber.get(CLASSMATE)!.orgId;
    const page = await call<ListData<Contact>>(
      t.app,
      student,
      'POST',
      `/contacts/org/members?orgId=${classId}`,
      { requestPage: { pageNo: 2, limit: 5 }, sorts: [{ field: 'name', order: 'ASC' }] },
    );
    expect(page.body.data.pageResult).toEqual({ page: 2, limit: 5, totalCount: 17 });
    expect(page.body.data.dataResult).toHaveLength(5);
    const otherClass = await call<ListData<Contact>>(
      t.app,
      student,
      'POST',
      `/contacts/org/members?orgId=${byNumber.get(OTHER_COLLEGE)!.orgId}`,
      {},
    );
    expect(otherClass.body.data.pageResult.totalCount).toBe(0);
  });

  it('answers unknown and foreign orgs with 6040301', async () => {
    const student = await as('student');
    expect((await children(student, '1')).body.state).toBe(6040301);
    const hbRoot = (await children(await as('hbstudent'))).body.data.org.id;
    expect((await children(student, hbRoot)).body.state).toBe(6040301);
    expect((await call(t.app, student, 'POST', `/contacts/org/members?orgId=${hbRoot}`, {})).body.state).toBe(
      6040301,
    );
  });
});
