import { SecurityState, type Envelope, type ListReply } from '@campus/contract';
import type {
  BuildingRow,
  ClassRow,
  DirectorySummary,
  OrgNode,
  PersonDetail,
  PersonRow,
  RoleMember,
  RoleRow,
  RoomRow,
} from '@campus/contract/api/admin/directory';
import type { ChangeRow } from '@campus/contract/api/affairs/change-log';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.js';
import { bpmCaller, type BpmCaller } from '../../../test/bpm.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { openTestApp } from '../../../test/signed-in-app.js';

/**
 * The school's directory (issue 28): its administrator reads people, the tree, classes, roles and
 * dormitories and changes the tree, duties and roles, each change logged; a student, a counsellor
 * and another school's administrator reach none of it; bad input is refused naming the field.
 */
const API = '/api/platform/v3/admin';
const as = {} as Record<'admin' | 'hbadmin' | 'student' | 'counsellor', BpmCaller> & { log: BpmCaller };
const t = openTestApp(async (app) => {
  const admin = await signIn(app, 'admin');
  as.admin = bpmCaller(app, admin, API);
  as.log = bpmCaller(app, admin, '/api/business/v3');
  const hbsf = await demoSchoolId(app.database.db, 'hbsf');
  as.hbadmin = bpmCaller(app, await signIn(app, 'admin', { tenantId: hbsf }), API);
  as.student = bpmCaller(app, await signIn(app, 'student'), API);
  as.counsellor = bpmCaller(app, await signIn(app, 'counsellor'), API);
});

const data = <T>(reply: Envelope<T>): T => {
  expect(reply.state, reply.message).toBe(200);
  return reply.data;
};
const list = (parameters: Record<string, string> = {}, limit = 20) => ({
  parameters: Object.entries(parameters).map(([key, value]) => ({ key, value })),
  requestPage: { pageNo: 1, limit },
});
const people = async (who: BpmCaller, parameters: Record<string, string> = {}, limit = 20) =>
  data(await who.post<ListReply<PersonRow>>('/people/query', list(parameters, limit)));
const classes = async (who: BpmCaller, parameters: Record<string, string> = {}) =>
  data(await who.post<ListReply<ClassRow>>('/classes/query', list(parameters, 100)));
const tree = async (who: BpmCaller) => data(await who.get<OrgNode[]>('/org/tree'));
const saveUnit = async (unit: Record<string, string>) =>
  data(await as.admin.post<OrgNode>('/org/save', unit));
const changes = async (objectId: string) =>
  data(await as.log.get<ListReply<ChangeRow>>('/affairs/changes/query', { objectId, limit: 100 })).dataResult;

/** The demo student and counsellor, as the administrator finds them. */
async function named(account: string, name: string): Promise<PersonRow> {
  const [row] = (await people(as.admin, { 'Q^keyword^SL': name })).dataResult;
  expect(row, account).toBeDefined();
  return row!;
}

describe('who may', () => {
  const calls: [string, (who: BpmCaller) => Promise<Envelope<unknown>>][] = [
    ['summary', (who) => who.get('/summary')],
    ['people', (who) => who.post('/people/query', list())],
    ['person', (who) => who.get('/people/get', { userId: '1' })],
    ['org tree', (who) => who.get('/org/tree')],
    ['org save', (who) => who.post('/org/save', { type: 'college', code: 'X1', name: 'X', parentId: '1' })],
    ['classes', (who) => who.post('/classes/query', list())],
    ['duty', (who) => who.get('/duties/get', { orgId: '1', duty: 'counsellor' })],
    ['duties', (who) => who.post('/duties/save', { orgId: '1', duty: 'counsellor', userIds: [] })],
    ['roles', (who) => who.get('/roles/query')],
    ['role members', (who) => who.get('/roles/members', { roleId: '1' })],
    ['grant', (who) => who.post('/roles/grant', { roleId: '1', userId: '1' })],
    ['revoke', (who) => who.post('/roles/revoke', { roleId: '1', userId: '1' })],
    ['buildings', (who) => who.get('/dorms/buildings')],
    ['rooms', (who) => who.get('/dorms/rooms', { buildingId: '1' })],
  ];

  it('refuses every endpoint to a student and a counsellor, saying why', async () => {
    for (const [name, call] of calls)
      for (const who of [as.student, as.counsellor]) {
        const reply = await call(who);
        expect(reply.state, `${name} as ${who.who.account}`).toBe(SecurityState.UNAUTHORIZED);
        expect(reply.message).toMatch(/administrator/);
      }
  });

  it("gives another school's administrator nothing of ours, answering as for what does not exist", async () => {
    const student = await named('student', '李明轩');
    const [ours] = (await classes(as.admin)).dataResult;
    const role = data(await as.admin.get<RoleRow[]>('/roles/query'))[0]!;
    const building = data(await as.admin.get<BuildingRow[]>('/dorms/buildings'))[0]!;
    const theirs = await people(as.hbadmin, { 'Q^keyword^SL': '李明轩' });
    expect(theirs.dataResult.map((p) => p.userId)).not.toContain(student.userId);
    expect((await as.hbadmin.get('/people/get', { userId: student.userId })).state).toBe(404);
    expect((await tree(as.hbadmin)).map((n) => n.id)).not.toContain(ours!.id);
    const duty = await as.hbadmin.post('/duties/save', { orgId: ours!.id, duty: 'counsellor', userIds: [] });
    expect(duty.state).toBe(404);
    expect(duty.message).toMatch(/Unit/);
    expect((await as.hbadmin.get('/duties/get', { orgId: ours!.id, duty: 'counsellor' })).state).toBe(404);
    const grant = await as.hbadmin.post('/roles/grant', { roleId: role.id, userId: student.userId });
    expect(grant.state).toBe(404);
    expect((await as.hbadmin.get('/dorms/rooms', { buildingId: building.id })).state).toBe(404);
    expect((await changes(ours!.id)).length).toBe(0);
  });
});

describe('reading', () => {
  it("counts each section of the school's own", async () => {
    const ours = data(await as.admin.get<DirectorySummary>('/summary'));
    const theirs = data(await as.hbadmin.get<DirectorySummary>('/summary'));
    expect(ours.students).toBeGreaterThan(50);
    expect(ours.classes).toBeGreaterThan(5);
    expect(ours.roles).toBeGreaterThan(5);
    expect(ours.beds).toBeGreaterThan(0);
    expect(theirs.students).not.toBe(ours.students);
  });

  it('finds people by name or number, filters by kind, college, class and status, a page at a time, phones masked', async () => {
    const student = await named('student', '李明轩');
    expect(student).toMatchObject({ kind: 'student', studyStatus: 'enrolled', mobile: '139****0002' });
    const byNumber = await people(as.admin, { 'Q^keyword^SL': student.number });
    expect(byNumber.dataResult.map((p) => p.userId)).toEqual([student.userId]);
    const staff = await people(as.admin, { 'Q^kind^S': 'staff' }, 100);
    expect(staff.dataResult.every((p) => p.kind === 'staff' && p.studyStatus === null)).toBe(true);
    const classmates = await people(as.admin, { 'Q^orgId^S': student.orgId }, 100);
    expect(classmates.dataResult.every((p) => p.orgId === student.orgId)).toBe(true);
    expect(classmates.dataResult.map((p) => p.userId)).toContain(student.userId);
    const detail = data(await as.admin.get<PersonDetail>('/people/get', { userId: student.userId }));
    const college = detail.orgPath[1]!;
    const inCollege = await people(as.admin, { 'Q^college^SL': college.id }, 5);
    expect(inCollege.pageResult.totalCount).toBeGreaterThan(classmates.pageResult.totalCount);
    expect(inCollege.dataResult).toHaveLength(5);
    const graduated = await people(as.admin, { 'Q^studyStatus^S': 'graduated' });
    expect(graduated.dataResult.map((p) => p.userId)).not.toContain(student.userId);
  });

  it('refuses a filter the list does not have, naming it', async () => {
    const reply = await as.admin.post('/people/query', list({ 'Q^passwordHash^S': 'x' }));
    expect(reply.state).toBe(400);
    expect(reply.message).toContain('passwordHash');
  });

  it("shows a person's class, counsellor, roles and status, the ID number masked", async () => {
    const student = await named('student', '李明轩');
    const detail = data(await as.admin.get<PersonDetail>('/people/get', { userId: student.userId }));
    expect(detail.orgPath.at(-1)).toEqual({ id: student.orgId, name: student.orgName });
    expect(detail.counsellors.map((c) => c.name)).toContain('王晓婷');
    expect(detail.roles.map((r) => r.code)).toContain('student');
    expect(detail.studyStatus).toBe('enrolled');
    if (detail.idNumber) expect(detail.idNumber).toMatch(/^.\*+.$/);
    const counsellor = await named('counsellor', '王晓婷');
    const hers = data(await as.admin.get<PersonDetail>('/people/get', { userId: counsellor.userId }));
    expect(hers.duties.some((d) => d.orgId === student.orgId && d.duty === 'counsellor')).toBe(true);
    const bad = await as.admin.get('/people/get', { userId: 'x'.repeat(40) });
    expect(bad.state).toBe(400);
    expect(bad.message).toMatch(/userId/);
  });

  it('lists classes with their major, college, counsellors and size; filters by grade', async () => {
    const student = await named('student', '李明轩');
    const rows = (await classes(as.admin)).dataResult;
    const own = rows.find((c) => c.id === student.orgId)!;
    expect(own.counsellors.map((c) => c.name)).toContain('王晓婷');
    expect(own.major).not.toBeNull();
    expect(own.college).not.toBeNull();
    expect(own.students).toBeGreaterThan(0);
    const grade = (await classes(as.admin, { 'Q^grade^S': own.grade! })).dataResult;
    expect(grade.every((c) => c.grade === own.grade)).toBe(true);
  });

  it('shows the dormitories: buildings, rooms, beds and occupancy', async () => {
    const all = data(await as.admin.get<BuildingRow[]>('/dorms/buildings'));
    const building = all.find((b) => b.occupied > 0) ?? all[0]!;
    expect(building.beds).toBeGreaterThanOrEqual(building.occupied);
    const roomRows = data(await as.admin.get<RoomRow[]>('/dorms/rooms', { buildingId: building.id }));
    expect(roomRows).toHaveLength(building.rooms);
    expect(roomRows.flatMap((r) => r.beds).filter((b) => b.taken)).toHaveLength(building.occupied);
    expect(roomRows.every((r) => r.beds.filter((b) => b.taken).length === r.occupied)).toBe(true);
  });
});

describe('changing the tree', () => {
  it('adds a college, a major and a class, renames one, each logged before and after', async () => {
    const root = (await tree(as.admin)).find((n) => n.type === 'school')!;
    const college = await saveUnit({ parentId: root.id, type: 'college', code: 'T-ART', name: '艺术学院' });
    const major = await saveUnit({ parentId: college.id, type: 'major', code: 'T-ART1', name: '美术学' });
    const klass = await saveUnit({
      parentId: major.id,
      type: 'class',
      code: 'T-ART1-1',
      name: '美术学2025级1班',
      grade: '2025',
    });
    expect((await tree(as.admin)).find((n) => n.id === klass.id)).toMatchObject({
      parentId: major.id,
      members: 0,
    });
    const listed = (await classes(as.admin, { 'Q^college^SL': college.id })).dataResult;
    expect(listed.map((c) => c.id)).toEqual([klass.id]);
    expect(listed[0]!.college?.id).toBe(college.id);
    const [created] = await changes(klass.id);
    expect(created).toMatchObject({ kind: 'org', action: 'create' });
    const renamed = await saveUnit({
      id: klass.id,
      type: 'class',
      code: 'T-ART1-1',
      name: '美术学2025级一班',
    });
    expect(renamed.name).toBe('美术学2025级一班');
    const [update] = await changes(klass.id);
    expect(update).toMatchObject({ action: 'update' });
    expect(update!.fields).toEqual([{ field: 'name', before: '美术学2025级1班', after: '美术学2025级一班' }]);
  });

  it('refuses a code taken, a unit in the wrong place and a malformed code, naming the field', async () => {
    const root = (await tree(as.admin)).find((n) => n.type === 'school')!;
    const college = (await tree(as.admin)).find((n) => n.type === 'college')!;
    const taken = await as.admin.post('/org/save', {
      parentId: root.id,
      type: 'office',
      code: college.code,
      name: '某处',
    });
    expect(taken.state).toBe(400);
    expect(taken.message).toContain(`Code: The code ${college.code} is already used by "${college.name}"`);
    const misplaced = await as.admin.post('/org/save', {
      parentId: root.id,
      type: 'class',
      code: 'T-Q',
      name: '某班',
    });
    expect(misplaced.message).toContain('Parent: Cannot be placed here: a class belongs under a major');
    const malformed = await as.admin.post('/org/save', {
      parentId: root.id,
      type: 'office',
      code: 'a b',
      name: '某处',
    });
    expect(malformed.state).toBe(400);
    expect(malformed.message).toMatch(/code/i);
    const unnamed = await as.admin.post('/org/save', {
      parentId: root.id,
      type: 'office',
      code: 'T-O',
      name: ' ',
    });
    expect(unnamed.message).toMatch(/name/i);
    const zh = await t.app.inject({
      method: 'POST',
      url: `${API}/org/save`,
      headers: { ...as.admin.who.headers, 'accept-language': 'zh-CN' },
      payload: { parentId: root.id, type: 'office', code: college.code, name: '某处' },
    });
    expect(zh.json<Envelope<unknown>>().message).toContain(
      `编码：编码 ${college.code} 已被本校的“${college.name}”使用`,
    );
    expect((await tree(as.admin)).filter((n) => n.code === college.code)).toHaveLength(1);
  });
});

describe('duties and roles', () => {
  it("assigns a class's counsellor, only staff of the school, logged with the holders before and after", async () => {
    const student = await named('student', '李明轩');
    const teacher = await named('teacher', '张伟');
    const saved = data(
      await as.admin.post<{ holders: { id: string; name: string }[] }>('/duties/save', {
        orgId: student.orgId,
        duty: 'counsellor',
        userIds: [teacher.userId],
      }),
    );
    expect(saved.holders.map((h) => h.id)).toEqual([teacher.userId]);
    const detail = data(await as.admin.get<PersonDetail>('/people/get', { userId: student.userId }));
    expect(detail.counsellors.map((c) => c.id)).toEqual([teacher.userId]);
    const [entry] = await changes(`${student.orgId}.counsellor`);
    expect(entry).toMatchObject({ kind: 'role', action: 'update' });
    expect(entry!.fields).toEqual([{ field: 'counsellor', before: ['王晓婷'], after: [teacher.name] }]);
    // The same again changes nothing and logs nothing.
    await as.admin.post('/duties/save', {
      orgId: student.orgId,
      duty: 'counsellor',
      userIds: [teacher.userId],
    });
    expect(await changes(`${student.orgId}.counsellor`)).toHaveLength(1);

    const notStaff = await as.admin.post('/duties/save', {
      orgId: student.orgId,
      duty: 'counsellor',
      userIds: [student.userId],
    });
    expect(notStaff.state).toBe(400);
    expect(notStaff.message).toContain('People: 李明轩 is not a current member of staff');
    const college = detail.orgPath[1]!.id;
    const affairs = await as.admin.post('/duties/save', {
      orgId: college,
      duty: 'student_affairs',
      userIds: [teacher.userId],
    });
    expect(affairs.state, affairs.message).toBe(200);
    const read = data(
      await as.admin.get<{ holders: { id: string }[] }>('/duties/get', {
        orgId: college,
        duty: 'student_affairs',
      }),
    );
    expect(read.holders.map((h) => h.id)).toEqual([teacher.userId]);
    expect((await changes(`${college}.student_affairs`))[0]!.fields[0]!.after).toEqual([teacher.name]);
    const wrongUnit = await as.admin.post('/duties/save', {
      orgId: detail.orgPath[1]!.id,
      duty: 'counsellor',
      userIds: [],
    });
    expect(wrongUnit.message).toContain('Unit: This duty is assigned for a class only');
    const tooMany = await as.admin.post('/duties/save', {
      orgId: student.orgId,
      duty: 'counsellor',
      userIds: Array.from({ length: 11 }, (_, i) => String(i + 1)),
    });
    expect(tooMany.state).toBe(400);
    expect(tooMany.message).toMatch(/userIds/);
  });

  it('lists roles with their holders; grants and removes one, logged on the person; a student gets no staff role', async () => {
    const roleList = data(await as.admin.get<RoleRow[]>('/roles/query'));
    const finance = roleList.find((r) => r.code === 'finance_staff')!;
    expect(finance.members).toBeGreaterThan(0);
    const counsellor = await named('counsellor', '王晓婷');
    const granted = data(
      await as.admin.post<RoleRow>('/roles/grant', { roleId: finance.id, userId: counsellor.userId }),
    );
    expect(granted.members).toBe(finance.members + 1);
    const holders = data(
      await as.admin.get<ListReply<RoleMember>>('/roles/members', { roleId: finance.id, keyword: '王晓婷' }),
    );
    expect(holders.dataResult.map((m) => m.userId)).toEqual([counsellor.userId]);
    // Granting again creates nothing twice.
    expect(
      data(await as.admin.post<RoleRow>('/roles/grant', { roleId: finance.id, userId: counsellor.userId }))
        .members,
    ).toBe(finance.members + 1);
    const [grant, ...more] = await changes(counsellor.userId);
    expect(more).toEqual([]);
    expect(grant).toMatchObject({ kind: 'role', action: 'update' });
    expect((grant!.fields[0]!.after as string[]).includes('finance_staff')).toBe(true);
    expect((grant!.fields[0]!.before as string[]).includes('finance_staff')).toBe(false);
    const removed = data(
      await as.admin.post<RoleRow>('/roles/revoke', { roleId: finance.id, userId: counsellor.userId }),
    );
    expect(removed.members).toBe(finance.members);
    expect(await changes(counsellor.userId)).toHaveLength(2);

    const student = await named('student', '李明轩');
    const refused = await as.admin.post('/roles/grant', { roleId: finance.id, userId: student.userId });
    expect(refused.state).toBe(400);
    expect(refused.message).toContain('Person:');
    expect(refused.message).toMatch(/staff only/);
    const unknown = await as.admin.post('/roles/grant', { roleId: finance.id, userId: '999' });
    expect(unknown.state).toBe(404);
  });
});
