import { ModuleState, SecurityState } from '@campus/contract';
import type {
  CounsellorProfile,
  StaffRecord,
  TalkRecord,
  TalkStudent,
  TalkView,
  TeamView,
  WorkLogView,
} from '@campus/contract/affairs/zgdw';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * The political-work team (issue 14): counsellors' profiles and the college's ratio, work logs
 * read by the college and the office, talk records confidential to their author and the office's
 * leadership (tested against every other viewer), and training records approved by the office.
 */
const WHO = [
  'counsellor',
  'college',
  'office',
  'teacher',
  'admin',
  'student',
  'hbcounsellor',
  'hboffice',
] as const;
const { t, as } = groupTestApp('zgdw', WHO);
/** Another counsellor of the demo school, an office clerk who does not head the office, another college's staff. */
let other: ServiceCaller;
let clerk: ServiceCaller;
let otherCollege: ServiceCaller;

beforeAll(async () => {
  const staff = async (role: string) =>
    t.database.db
      .selectFrom('memberRole as mr')
      .innerJoin('role as r', 'r.id', 'mr.roleId')
      .innerJoin('appUser as u', 'u.id', 'mr.userId')
      .innerJoin('tenant as tn', 'tn.id', 'mr.tenantId')
      .innerJoin('tenantMember as m', (j) =>
        j.onRef('m.userId', '=', 'mr.userId').onRef('m.tenantId', '=', 'mr.tenantId'),
      )
      .select('u.account')
      .where('r.code', '=', role)
      .where('u.account', 'not in', ['counsellor', 'office', 'college', 'hbcounsellor', 'hboffice'])
      .where('mr.tenantId', '=', as.counsellor.api.who.tenantId)
      .orderBy('m.number')
      .executeTakeFirstOrThrow();
  // The counsellor with a demo talk of their own.
  const o = await t.database.db
    .selectFrom('talkRecord as tr')
    .innerJoin('appUser as u', 'u.id', 'tr.authorId')
    .select('u.account')
    .where('tr.tenantId', '=', as.counsellor.api.who.tenantId)
    .where('u.account', '!=', 'counsellor')
    .executeTakeFirstOrThrow();
  const c = await staff('office_staff');
  const k = await staff('college_staff');
  const signed = await serviceCallers(t.app, 'zgdw', [o.account, c.account, k.account]);
  other = signed[o.account]!;
  clerk = signed[c.account]!;
  otherCollege = signed[k.account]!;
});

const today = () => schoolDate(Date.now());

describe('talk records are confidential', () => {
  let written: TalkRecord;

  it('lets the counsellor record a talk with one of their students only', async () => {
    const students = await ok<TalkStudent[]>(as.counsellor.api.get('/team/talks/students'));
    expect(students.length).toBeGreaterThan(10);
    const input = {
      studentId: students[2]!.id,
      date: today(),
      minutes: 30,
      type: 'study',
      topic: '高数期中成绩下滑',
      measures: '约定每周两次去答疑室',
      followUp: addDays(today(), 14),
    };
    written = await ok<TalkRecord>(as.counsellor.api.post('/team/talks', input));
    expect(written).toMatchObject({ studentName: students[2]!.name, topic: input.topic });
    const foreign = await as.counsellor.api.post('/team/talks', {
      ...input,
      studentId: as.hbcounsellor.api.who.userId,
    });
    expect(foreign.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(foreign)).toContain('studentId');
    const backwards = await as.counsellor.api.post('/team/talks', {
      ...input,
      followUp: addDays(today(), -1),
    });
    expect(JSON.stringify(backwards)).toContain('followUp');
  });

  it("is read by its author, the student's college and the office leadership, by nobody else", async () => {
    const mine = await ok<TalkView>(as.counsellor.api.get('/team/talks'));
    expect(mine.records.some((r) => r.id === written.id)).toBe(true);
    expect(mine.records.every((r) => r.authorName === '王晓婷')).toBe(true);
    expect(mine.coverage!.students).toBeGreaterThan(0);
    expect(mine.leadership).toBe(false);

    const leader = await ok<TalkView>(as.office.api.get('/team/talks'));
    expect(leader.leadership).toBe(true);
    expect(leader.records.some((r) => r.id === written.id)).toBe(true);
    expect(new Set(leader.records.map((r) => r.authorName)).size).toBeGreaterThan(1);

    // The college of the student reads it (MODULES §16), as a reader, not a writer.
    const college = await ok<TalkView>(as.college.api.get('/team/talks'));
    expect(college).toMatchObject({ college: true, leadership: false, mayWrite: false, coverage: null });
    expect(college.records.some((r) => r.id === written.id)).toBe(true);
    // Another college reads only its own students' records.
    const elsewhere = await ok<TalkView>(otherCollege.api.get('/team/talks'));
    expect(elsewhere.college).toBe(true);
    expect(elsewhere.records.some((r) => r.id === written.id)).toBe(false);
    expect(JSON.stringify(elsewhere)).not.toContain(written.topic);

    // Another counsellor reads only their own; a clerk of the office, a teacher, a student and the
    // school's administrator are refused; the other school's leadership reads only theirs.
    const theirs = await ok<TalkView>(other.api.get('/team/talks'));
    expect(theirs.records.some((r) => r.id === written.id)).toBe(false);
    expect(theirs.records.length).toBeGreaterThan(0);
    const hbLeader = await ok<TalkView>(as.hboffice.api.get('/team/talks'));
    expect(hbLeader.records.some((r) => r.id === written.id)).toBe(false);
    for (const who of [clerk, as.teacher, as.student, as.admin]) {
      const reply = await who.api.get('/team/talks');
      expect(reply.state).toBe(SecurityState.UNAUTHORIZED);
      expect(JSON.stringify(reply)).not.toContain(written.topic);
    }
    const hb = await ok<TalkView>(as.hbcounsellor.api.get('/team/talks'));
    expect(hb.records.some((r) => r.id === written.id)).toBe(false);
  });
});

describe('profiles and work logs', () => {
  it('lets a counsellor keep their profile and the college see its ratio', async () => {
    const input = {
      education: 'master',
      degree: '硕士',
      major: '思想政治教育',
      political: 'cpc',
      title: '讲师',
      started: '2019-07',
      fullTime: true,
      certificates: '心理咨询师（三级）',
    };
    const saved = await ok<CounsellorProfile>(as.counsellor.api.post('/team/profile', input));
    expect(saved).toMatchObject({ ...input, filled: true, name: '王晓婷' });
    expect(saved.students).toBeGreaterThan(0);
    const bad = await as.counsellor.api.post('/team/profile', { ...input, started: '2019-13' });
    expect(JSON.stringify(bad)).toContain('started');
    expect((await as.college.api.post('/team/profile', input)).state).toBe(SecurityState.UNAUTHORIZED);

    const own = await ok<TeamView>(as.counsellor.api.get('/team/profiles'));
    expect(own.profiles.length).toBe(1);
    const college = await ok<TeamView>(as.college.api.get('/team/profiles'));
    const office = await ok<TeamView>(as.office.api.get('/team/profiles'));
    expect(college.profiles.some((p) => p.name === '王晓婷')).toBe(true);
    expect(college.profiles.length).toBeLessThan(office.profiles.length);
    expect(office.ratios.length).toBeGreaterThan(1);
    expect(office.profiles.some((p) => !p.filled)).toBe(true);
    expect((await as.student.api.get('/team/profiles')).state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('keeps work logs for the counsellor and shows them to the college, not to other counsellors', async () => {
    const log = await ok<{ id: string }>(
      as.counsellor.api.post('/team/logs', {
        category: 'dormVisit',
        date: today(),
        content: '走访女生宿舍3栋',
        students: 8,
      }),
    );
    const future = await as.counsellor.api.post('/team/logs', {
      category: 'other',
      date: addDays(today(), 2),
      content: 'x',
      students: 0,
    });
    expect(JSON.stringify(future)).toContain('date');
    const mine = await ok<WorkLogView>(as.counsellor.api.get('/team/logs'));
    expect(mine.logs[0]!.id).toBe(log.id);
    expect(mine.logs.length).toBeGreaterThan(5);
    const college = await ok<WorkLogView>(as.college.api.get('/team/logs', { authorId: mine.authorId! }));
    expect(college.logs.some((l) => l.id === log.id)).toBe(true);
    expect(college.mayWrite).toBe(false);
    expect((await other.api.get('/team/logs', { authorId: mine.authorId! })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await as.hboffice.api.get('/team/logs', { authorId: mine.authorId! })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
  });
});

describe('training and achievements', () => {
  it('records a training, which the office approves once; a return needs a reason', async () => {
    const training = await ok<StaffRecord>(
      as.teacher.api.post('/team/training', {
        kind: 'training',
        category: 'school',
        title: '新时代高校思政课教学能力提升',
        organiser: '教师发展中心',
        date: today(),
        hours: 16,
        level: 'school',
      }),
    );
    expect(training.status).toBe('pending');
    /** A school-level record of no hours, of the given kind. */
    const noHoursOf = (kind: string) =>
      as.teacher.api.post('/team/training', {
        kind,
        category: 'school',
        title: 'x',
        organiser: 'y',
        date: today(),
        hours: 0,
        level: 'school',
      });
    const wrong = await noHoursOf('achievement');
    expect(JSON.stringify(wrong)).toContain('category');
    const noHours = await noHoursOf('training');
    expect(JSON.stringify(noHours)).toContain('hours');

    expect((await as.counsellor.api.get('/team/training/review')).state).toBe(SecurityState.UNAUTHORIZED);
    const pending = await ok<StaffRecord[]>(as.office.api.get('/team/training/review'));
    expect(pending.some((r) => r.id === training.id)).toBe(true);
    const noReason = await as.office.api.post('/team/training/decide', { id: training.id, approve: false });
    expect(JSON.stringify(noReason)).toContain('note');
    const approved = await ok<StaffRecord>(
      as.office.api.post('/team/training/decide', { id: training.id, approve: true }),
    );
    expect(approved).toMatchObject({ status: 'approved', reviewerName: '刘芳' });
    const twice = await as.office.api.post('/team/training/decide', {
      id: training.id,
      approve: false,
      note: '重复',
    });
    expect(twice.state).toBe(ModuleState.FORM_DATA_INVALID);
    const mine = await ok<StaffRecord[]>(as.teacher.api.get('/team/training/mine'));
    expect(mine.find((r) => r.id === training.id)?.status).toBe('approved');
    expect(
      (await as.hboffice.api.post('/team/training/decide', { id: training.id, approve: true })).state,
    ).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect((await as.student.api.get('/team/training/mine')).state).toBe(SecurityState.UNAUTHORIZED);
  });
});
