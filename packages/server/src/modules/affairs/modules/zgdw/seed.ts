import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { counselledStudents, counsellorsInCharge } from '../../counsellors.js';
import type { DemoClock } from '../../demo/clock.js';

/**
 * Demo team: the office's first clerk heads the student-affairs office (the leadership who read
 * every talk record); every counsellor but one has a profile; the demo counsellor has a month of
 * work logs, talk records with their students and training records (approved, waiting); another
 * counsellor has a talk of their own (which the demo counsellor never sees); the college's staff
 * have a training waiting for the office.
 */
type Db = Kysely<DB>;

const MAJORS = ['思想政治教育', '心理学', '教育学', '汉语言文学', '马克思主义理论', '社会工作'];
const TITLES = ['助教', '讲师', '讲师', '副教授'];
const CERTS = ['心理咨询师（三级）', '职业生涯规划师', '', '全球职业规划师（GCDF）'];

async function staffWithRole(db: Db, tenantId: string, role: string) {
  return db
    .selectFrom('memberRole as mr')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'mr.userId').onRef('m.tenantId', '=', 'mr.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'mr.userId')
    .select(['u.id', 'u.fullname', 'm.orgId'])
    .where('mr.tenantId', '=', tenantId)
    .where('r.code', '=', role)
    .orderBy('m.number')
    .execute();
}

export async function seedLeadership(db: Db, tenantId: string): Promise<void> {
  const [head] = await staffWithRole(db, tenantId, 'office_staff');
  if (head)
    await db
      .insertInto('orgDuty')
      .values({ tenantId, orgId: head.orgId, userId: head.id, duty: 'head' })
      .execute();
}

export async function seedProfiles(db: Db, tenantId: string, now: number): Promise<void> {
  const lines = await counsellorsInCharge(db, tenantId, { all: true });
  const rows = lines.slice(0, -1).map((l, i) => ({
    tenantId,
    userId: l.counsellorId,
    education: i % 3 === 2 ? 'doctor' : i % 4 === 3 ? 'bachelor' : 'master',
    degree: i % 3 === 2 ? '博士' : i % 4 === 3 ? '学士' : '硕士',
    major: MAJORS[i % MAJORS.length]!,
    political: i % 5 === 4 ? 'masses' : 'cpc',
    title: TITLES[i % TITLES.length]!,
    started: `${2012 + ((i * 3) % 12)}-0${1 + (i % 9)}`,
    fullTime: i % 6 === 5 ? 0 : 1,
    certificates: CERTS[i % CERTS.length]!,
    updatedAt: now,
  }));
  if (rows.length) await db.insertInto('counsellorProfile').values(rows).execute();
}

const LOGS: [string, number, string, number][] = [
  ['classMeeting', -2, '召开“诚信考试”主题班会，强调考试纪律，签订诚信承诺书。', 34],
  ['dormVisit', -4, '走访男生宿舍6栋，检查违章电器，提醒同学注意作息。', 12],
  ['talk', -6, '与学业预警的3名同学逐一谈话，制定补考复习计划。', 3],
  ['aid', -9, '组织家庭经济困难学生认定材料初审，核对家庭成员信息。', 9],
  ['career', -13, '邀请往届毕业生分享实习经验，介绍秋招时间安排。', 30],
  ['homeVisit', -17, '电话家访一名请长假同学的家长，了解身体恢复情况。', 1],
  ['crisis', -22, '深夜接到室友反映某同学情绪低落，陪同前往校医院，已转介心理中心。', 1],
  ['other', -26, '参加学院学生工作例会，布置本月安全教育。', 0],
];

const TALKS: [string, number, number, string, string, number | null][] = [
  [
    'study',
    -3,
    40,
    '期中考试两门课不及格，情绪低落',
    '分析原因为作息不规律，约定每周汇报学习进度，联系学业导师辅导',
    14,
  ],
  [
    'finance',
    -8,
    30,
    '父亲生病住院，担心学费',
    '介绍临时困难补助和勤工助学岗位，已协助提交临时困难补助申请',
    null,
  ],
  ['adjustment', -15, 25, '新生入学不适应，想家', '鼓励参加社团活动，安排同乡学长结对帮扶', 10],
  ['mood', -20, 50, '与室友关系紧张，失眠', '进行情绪疏导，建议预约学校心理咨询，约定两周后再谈', 5],
  ['career', -27, 30, '考研还是就业犹豫不决', '结合专业与兴趣分析，推荐参加生涯规划讲座', null],
  ['routine', -33, 20, '担任班长后的工作安排', '讨论班级日志填写和班委分工', null],
];

export async function seedTeamRecords(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  counsellor: { id: string; fullname: string },
  students: string[],
): Promise<void> {
  await db
    .insertInto('workLog')
    .values(
      LOGS.map(([category, day, content, count]) => ({
        id: newId(),
        tenantId,
        authorId: counsellor.id,
        authorName: counsellor.fullname,
        category,
        date: clock.day(day),
        content,
        students: count,
        createdAt: clock.at(day, 18),
      })),
    )
    .execute();
  if (students.length) {
    await db
      .insertInto('talkRecord')
      .values(
        TALKS.map(([type, day, minutes, topic, measures, follow], i) => ({
          id: newId(),
          tenantId,
          authorId: counsellor.id,
          authorName: counsellor.fullname,
          studentId: students[(i * 3 + 1) % students.length]!,
          date: clock.day(day),
          minutes,
          type,
          topic,
          measures,
          followUp: follow === null ? null : clock.day(day + follow),
          createdAt: clock.at(day, 16),
        })),
      )
      .execute();
  }
  // Another counsellor's own talk: never shown to the demo counsellor.
  const other = (await counsellorsInCharge(db, tenantId, { all: true })).find(
    (l) => l.counsellorId !== counsellor.id,
  );
  const [theirs] = other ? await counselledStudents(db, tenantId, other.counsellorId) : [];
  if (other && theirs)
    await db
      .insertInto('talkRecord')
      .values({
        id: newId(),
        tenantId,
        authorId: other.counsellorId,
        authorName: other.counsellorName,
        studentId: theirs.id,
        date: clock.day(-5),
        minutes: 45,
        type: 'discipline',
        topic: '夜不归宿被宿管通报',
        measures: '讲明校规与安全风险，学生写出书面检讨，通知家长',
        followUp: clock.day(9),
        createdAt: clock.at(-5, 15),
      })
      .execute();
}

export async function seedTraining(
  db: Db,
  tenantId: string,
  clock: DemoClock,
  counsellor: { id: string; fullname: string },
): Promise<void> {
  const [college] = await staffWithRole(db, tenantId, 'college_staff');
  const [office] = await staffWithRole(db, tenantId, 'office_staff');
  type Row = [
    { id: string; fullname: string },
    string,
    string,
    string,
    string,
    number,
    number,
    string,
    string,
  ];
  const rows: Row[] = [
    [
      counsellor,
      'training',
      'national',
      '全国高校辅导员骨干培训班（第38期）',
      '教育部思政司',
      -120,
      40,
      'national',
      'approved',
    ],
    [
      counsellor,
      'training',
      'school',
      '大学生心理危机识别与干预',
      '学校心理健康教育中心',
      -45,
      8,
      'school',
      'approved',
    ],
    [
      counsellor,
      'achievement',
      'paper',
      '“一站式”学生社区建设中辅导员角色的实践探索',
      '《思想理论教育》',
      -30,
      0,
      'national',
      'pending',
    ],
    [counsellor, 'achievement', 'award', '校级“优秀辅导员”', '学生工作部', -200, 0, 'school', 'approved'],
    ...(college
      ? [
          [
            { id: college.id, fullname: college.fullname },
            'training',
            'provincial',
            '省高校学生工作队伍能力提升研修班',
            '省教育厅',
            -10,
            24,
            'provincial',
            'pending',
          ] as Row,
        ]
      : []),
  ];
  await db
    .insertInto('staffRecord')
    .values(
      rows.map(([owner, kind, category, title, organiser, day, hours, level, status]) => ({
        id: newId(),
        tenantId,
        ownerId: owner.id,
        ownerName: owner.fullname,
        kind,
        category,
        title,
        organiser,
        date: clock.day(day),
        hours,
        level,
        status,
        reviewerName: status === 'approved' ? (office?.fullname ?? null) : null,
        reviewNote: null,
        reviewedAt: status === 'approved' ? clock.at(day + 3) : null,
        createdAt: clock.at(day + 1),
      })),
    )
    .execute();
}
