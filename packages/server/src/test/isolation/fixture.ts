import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../app.js';
import { signIn, type SignedIn } from '../auth.js';
import { LEAVE } from '../bpm.js';
import { PNG, upload } from '../files.js';
import { MERIT_STUDENT_APPLICATION } from '../honour-form.js';

/**
 * The data the isolation matrix looks for: one of each kind of thing a user can own, made through
 * the API by the users of school A (jnlg), and a request in school B (hbsf), plus everyone who
 * looks for it. Markers are ids and texts that appear in a reply only if the thing leaked.
 */

export const BPM = '/api/business/v3/bpm';
export const LXGL = '/api/lxgl/v3';
export const PLATFORM = '/api/platform/v3';
export const OAUTH2 = '/api/oauth2/v3';
/** The services of the student-affairs groups the groups' rows probe. */
export const SZGZ = '/api/szgz/v3';
export const ZXGL = '/api/zxgl/v3';
export const ZGDW = '/api/zgdw/v3';
export const JCZY = '/api/jczy/v3';
export const SFGL = '/api/sfgl/v3';
export const SSGL = '/api/ssgl/v3';
export const WJDC = '/api/wjdc/v3';
export const ZSFW = '/api/zsfw/v3';
export const YXXT = '/api/yxxt/v3';
export const SZGZ_MORAL = `${SZGZ}/moral`;

/** Every viewer of the matrix. `adminA`/`adminB`: the admin (in both schools) acting in A or B. */
export const VIEWERS = [
  'student',
  'classmate',
  'backFromLeave',
  'counsellor',
  'teacher',
  'dorm',
  'college',
  'office',
  'adminA',
  'adminB',
  'hbstudent',
  'hbcounsellor',
  'studentInB',
  /** A counsellor of A's counselling centre (心理中心), and B's office head. */
  'centre',
  'hboffice',
] as const;
export type Viewer = (typeof VIEWERS)[number];

/** A's student's leave reason: text that is in a reply only when the request itself is. */
export const SECRET_REASON = '甲校学生的私事请假';

export interface Markers {
  schoolA: string;
  schoolB: string;
  /** A's leave process (newest version) and B's. */
  leaveDefA: string;
  leaveDefB: string;
  /** The student's running leave, waiting for the counsellor (and copied to the teacher). */
  instance: string;
  task: string;
  /** The student's draft. */
  draft: string;
  /** A leave the counsellor agreed to (now with the college): in the counsellor's handled lists. */
  handled: string;
  /** A concluded (seeded, approved) leave of `backFromLeave`, which the counsellor approved. */
  concluded: string;
  /** The counsellor's transfer of a task to the college. */
  change: string;
  /** The counsellor's (disabled) standing delegation to the office. */
  agent: string;
  phrase: string;
  attachment: string;
  news: string;
  newsDraft: string;
  /** An inner message to the counsellor (about the student's leave). */
  message: string;
  /** The student's class and their user id and number. */
  classOrg: string;
  studentId: string;
  studentNumber: string;
  /** The student's sign-in account (the stock client looks people up by it). */
  studentAccount: string;
  counsellorId: string;
  counsellorName: string;
  hbcounsellorId: string;
  roleA: string;
  positionA: string;
  batchA: string;
  /** The address of the student's destination registration. */
  destinationAddress: string;
  /** A sanction the office recorded on `backFromLeave` (in the counsellor's class), and its facts. */
  sanction: string;
  sanctionFacts: string;
  backFromLeaveNumber: string;
  classmateNumber: string;
  /** A session record of A's counselling centre (by its booking) and its summary. */
  counsellingBooking: string;
  counsellingSummary: string;
  /** The counsellor's talk with the student, by its topic. */
  talkTopic: string;
  /** The student's whole ID number and bank card (masked in every list). */
  idNumber: string;
  bankCard: string;
  /** One of the student's fee bills, and its academic year. */
  bill: string;
  billYear: string;
  /** A dormitory discipline record naming a student of the student's class, and its facts. */
  dormDiscipline: string;
  dormDisciplineFacts: string;
  /** The counsellor's information collection, and the phone the student filled in. */
  collection: string;
  collectionPhone: string;
  /** Requests of the demo by module: the student's, the classmate's or backFromLeave's (REQUESTS). */
  requests: Record<(typeof REQUESTS)[number][0], string>;
  /** The counsellor's survey of the student's college, and the student's answer to it. */
  survey: string;
  surveyAnswer: string;
  /** The counsellor's moral-education session, the student signed up for it. */
  moralSession: string;
  /** The student's admissions sign-up (for a relative, say), and the ID number in it. */
  signup: string;
  signupIdNumber: string;
  /** The student's onboarding question (not answered, not in the FAQ), and its details. */
  question: string;
  questionBody: string;
  /** Today's entry of the class register, which the student (the class monitor) wrote. */
  registerNotes: string;
  /** B's request, for the other direction. */
  instanceB: string;
  taskB: string;
}

export interface IsolationFixture {
  as: Record<Viewer, SignedIn>;
  markers: Markers;
}

export interface Reply {
  status: number;
  state: number;
  text: string;
  data: unknown;
}

/** One call as `who`, in English; `text` is the whole reply, for looking for markers. */
export async function call(
  app: FastifyInstance,
  who: SignedIn | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<Reply> {
  const r = await app.inject({
    method,
    url,
    headers: { 'accept-language': 'en-US', ...(who?.headers ?? {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // A file served on success is bytes, not the envelope.
  if (r.statusCode === 200 && !/json/.test(String(r.headers['content-type']))) {
    return { status: 200, state: 200, text: r.body, data: null };
  }
  const body = envelopeOf(r);
  return { status: r.statusCode, state: body.state, text: r.body, data: body.data };
}

/** Calls that must succeed while the fixture is built. */
function strict(app: FastifyInstance) {
  return async <T>(who: SignedIn, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
    const r = await call(app, who, method, url, payload);
    if (r.state !== 200) throw new Error(`fixture: ${method} ${url} as ${who.account}: ${r.text}`);
    return r.data as T;
  };
}

const listBody = (parameters: Record<string, string> = {}) => ({
  parameters: Object.entries(parameters).map(([key, value]) => ({ key, value })),
  requestPage: { pageNo: 1, limit: 500 },
});

export async function buildIsolationFixture(app: FastifyInstance): Promise<IsolationFixture> {
  const { db } = app.database;
  const ok = strict(app);
  const tenants = Object.fromEntries(
    (await db.selectFrom('tenant').select(['id', 'code']).execute()).map((t) => [t.code, t.id]),
  );
  const schoolA = tenants.jnlg!;
  const schoolB = tenants.hbsf!;

  const accounts: Record<Viewer, [string, string?]> = {
    student: ['student'],
    classmate: ['202411102'],
    backFromLeave: ['202411106'],
    counsellor: ['counsellor'],
    teacher: ['teacher'],
    dorm: ['dorm'],
    college: ['college'],
    office: ['office'],
    adminA: ['admin', schoolA],
    adminB: ['admin', schoolB],
    hbstudent: ['hbstudent'],
    hbcounsellor: ['hbcounsellor'],
    studentInB: ['student', schoolB],
    centre: ['zxgl_lin'],
    hboffice: ['hboffice'],
  };
  const entries = await Promise.all(
    Object.entries(accounts).map(async ([viewer, [account, tenantId]]) => [
      viewer,
      await signIn(app, account, tenantId ? { tenantId } : {}),
    ]),
  );
  const as = Object.fromEntries(entries) as Record<Viewer, SignedIn>;

  const leaveDef = async (who: SignedIn) =>
    (
      await ok<{ dataResult: { id: string }[] }>(
        who,
        'POST',
        `${BPM}/initiated/query/process/new`,
        listBody({ 'Q^key_^S': 'leave' }),
      )
    ).dataResult[0]!.id;
  const leaveDefA = await leaveDef(as.student);
  const leaveDefB = await leaveDef(as.hbstudent);

  const start = async (who: SignedIn, defId: string, reason: string) =>
    (
      await ok<{ proInstId: string }>(who, 'POST', `${BPM}/instance/start`, {
        defId,
        data: JSON.stringify({ ...LEAVE(5), reason }),
      })
    ).proInstId;
  const taskOf = async (who: SignedIn, instId: string) => {
    const rows = await ok<{ dataResult: { id: string; taskId: string }[] }>(
      who,
      'POST',
      `${BPM}/received/query/pending`,
      listBody(),
    );
    const row = rows.dataResult.find((r) => r.id === instId);
    if (!row) throw new Error(`fixture: ${who.account} has no task of ${instId}`);
    return row.taskId;
  };

  const instance = await start(as.student, leaveDefA, SECRET_REASON);
  const task = await taskOf(as.counsellor, instance);
  const draft = (
    await ok<{ proInstId: string }>(as.student, 'POST', `${BPM}/instance/saveDraft`, {
      defId: leaveDefA,
      data: JSON.stringify({ reason: '草稿里的请假事由' }),
    })
  ).proInstId;
  await ok(as.student, 'POST', `${BPM}/definition/saveFavorites?defIds=${leaveDefA}`);
  await ok(as.student, 'POST', `${BPM}/instance/copyTo`, {
    instId: instance,
    receiverIds: [as.teacher.userId],
    opinion: '请知悉',
  });

  const handled = await start(as.student, leaveDefA, '第二次请假用于已办列表');
  await ok(as.counsellor, 'POST', `${BPM}/task/agree`, {
    taskId: await taskOf(as.counsellor, handled),
    opinion: '同意',
  });

  const shifted = await start(as.student, leaveDefA, '第三次请假用于转办记录');
  const change = (
    await ok<{ id: string }>(as.counsellor, 'POST', `${BPM}/task/change/save`, {
      taskId: await taskOf(as.counsellor, shifted),
      changeType: 'shift',
      comment: '出差',
      bpmTaskChangeAssignPoList: [{ type: 'employee', executor: as.college.userId }],
    })
  ).id;
  const agent = (
    await ok<{ id: string }>(as.counsellor, 'POST', `${BPM}/agent/save`, {
      agenterId: as.office.userId,
      agentType: 'all',
      startDate: Date.now() - 60_000,
      endDate: Date.now() + 7 * 86_400_000,
      isEnabled: false,
    })
  ).id;
  const phrase = (
    await ok<{ id: string }>(as.student, 'POST', `${BPM}/common/statment/save`, {
      content: '甲校学生的常用语',
    })
  ).id;

  const uploaded = await upload(app, as.student, { name: 'proof.png', type: 'image/png', content: PNG });
  const attachment = uploaded.body.data.id;
  /** A notice of school A's office, published or kept as a draft. */
  const notice = async (title: string, content: string, status: 'publish' | 'drafts') =>
    (
      await ok<{ id: string }>(as.office, 'POST', `${PLATFORM}/system/news/save`, {
        title,
        content,
        publicItem: 'notices',
        status,
      })
    ).id;
  const news = await notice('甲校的通知', '<p>甲校内部通知</p>', 'publish');
  const newsDraft = await notice('甲校通知草稿', '<p>草稿</p>', 'drafts');

  const message = await db
    .selectFrom('innerMessage')
    .select('id')
    .where('receiverId', '=', as.counsellor.userId)
    .where('tenantId', '=', schoolA)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

  const concluded = await db
    .selectFrom('bpmInstance')
    .select('id')
    .where('starterId', '=', as.backFromLeave.userId)
    .where('status', '=', 'end')
    .executeTakeFirstOrThrow();

  const student = await db
    .selectFrom('tenantMember')
    .innerJoin('appUser', 'appUser.id', 'tenantMember.userId')
    .select(['tenantMember.orgId', 'tenantMember.number'])
    .where('tenantMember.userId', '=', as.student.userId)
    .where('tenantMember.tenantId', '=', schoolA)
    .executeTakeFirstOrThrow();
  const counsellorName = (
    await db
      .selectFrom('appUser')
      .select('fullname')
      .where('id', '=', as.counsellor.userId)
      .executeTakeFirstOrThrow()
  ).fullname;
  const firstId = async (table: 'role' | 'position') =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('tenantId', '=', schoolA)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;

  const batchA = (await ok<{ id: string }>(as.student, 'GET', `${LXGL}/leave/batch?kind=destination`)).id;
  const destinationAddress = '甲校学生的家庭住址';
  await ok(as.student, 'POST', `${LXGL}/leave/destination/sign`, {
    batchId: batchA,
    destinationType: 'home',
    address: destinationAddress,
    contactPhone: '13900000002',
    leaveDate: LEAVE(1).period[0],
    returnDate: LEAVE(3).period[1],
  });

  const groups = await groupObjects(app, as, schoolA, student.orgId);

  const instanceB = await start(as.hbstudent, leaveDefB, '乙校学生的请假事由');
  const taskB = await taskOf(as.hbcounsellor, instanceB);

  return {
    as,
    markers: {
      schoolA,
      schoolB,
      leaveDefA,
      leaveDefB,
      instance,
      task,
      draft,
      handled,
      concluded: concluded.id,
      change,
      agent,
      phrase,
      attachment,
      news,
      newsDraft,
      message: message.id,
      classOrg: student.orgId,
      studentId: as.student.userId,
      studentNumber: student.number,
      studentAccount: as.student.account,
      counsellorId: as.counsellor.userId,
      counsellorName,
      hbcounsellorId: as.hbcounsellor.userId,
      roleA: await firstId('role'),
      positionA: await firstId('position'),
      batchA,
      destinationAddress,
      ...groups,
      instanceB,
      taskB,
    },
  };
}

/** The demo's requests the groups' rows probe: module and its student. */
export const REQUESTS = [
  ['medicalInsurance', 'classmate'],
  ['destination', 'classmate'],
  ['workStudy', 'student'],
  ['holdActivity', 'student'],
  ['bonusApply', 'backFromLeave'],
  ['stayNight', 'backFromLeave'],
  // The student's, made by groupObjects in a batch of its own.
  ['personalHonour', 'student'],
] as const satisfies readonly (readonly [string, Viewer])[];

/**
 * The classmate's destination registration, made through the API. Only graduates register and
 * the demo's are those of school A's small graduating class, so for this one registration school
 * A runs three-year programmes, which makes the classmate's cohort this year's graduates.
 */
async function classmateDestination(ok: ReturnType<typeof strict>, as: Record<Viewer, SignedIn>) {
  const programmeYears = (value: number) =>
    ok(as.adminA, 'POST', '/api/jygl/v3/affairs/jygl/settings/save', {
      settings: [{ module: 'calendar', key: 'programmeYears', value }],
    });
  await programmeYears(3);
  const meta = await ok<{ initial: { academicYear: string } }>(
    as.classmate,
    'GET',
    '/api/jygl/v3/affairs/destination/meta',
  );
  await ok(as.classmate, 'POST', '/api/jygl/v3/affairs/destination/apply', {
    data: { academicYear: meta.initial.academicYear, category: 'seeking', phone: '13800138000' },
  });
  await programmeYears(4);
}

/** The confidential objects of the student-affairs groups: made through the API, or the demo's own. */
async function groupObjects(
  app: FastifyInstance,
  as: Record<Viewer, SignedIn>,
  schoolA: string,
  classOrg: string,
) {
  const { db } = app.database;
  const ok = strict(app);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const sanctionFacts = '甲校学生在宿舍使用违章电器的处分事实';
  const sanction = (
    await ok<{ id: string }>(as.office, 'POST', `${SZGZ}/discipline/sanctions`, {
      studentNumber: as.backFromLeave.account,
      kind: 'warning',
      cause: 'appliance',
      facts: sanctionFacts,
      basis: '《学生宿舍管理规定》第九条',
      decisionNo: '校学处字〔2026〕901号',
      decisionDate: today,
      periodMonths: 6,
    })
  ).id;
  const record = await db
    .selectFrom('counsellingRecord')
    .select(['bookingId', 'summary'])
    .where('tenantId', '=', schoolA)
    .orderBy('bookingId')
    .executeTakeFirstOrThrow();
  const talkTopic = '甲校辅导员与学生的谈心记录';
  await ok(as.counsellor, 'POST', `${ZGDW}/team/talks`, {
    studentId: as.student.userId,
    date: today,
    minutes: 30,
    type: 'study',
    topic: talkTopic,
    measures: '约定每周答疑',
  });
  const profile = await db
    .selectFrom('studentProfile')
    .select(['idNumber', 'bankCard'])
    .where('tenantId', '=', schoolA)
    .where('userId', '=', as.student.userId)
    .executeTakeFirstOrThrow();
  const bill = await db
    .selectFrom('feeBill')
    .select(['id', 'academicYear'])
    .where('tenantId', '=', schoolA)
    .where('studentId', '=', as.student.userId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The dormitory office records what it found in the room of a student of the class.
  const bed = await db
    .selectFrom('dormBed as b')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'b.studentId').on('m.tenantId', '=', schoolA),
    )
    .select(['b.roomId', 'b.studentId'])
    .where('b.tenantId', '=', schoolA)
    .where('m.orgId', '=', classOrg)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  const dormDisciplineFacts = '甲校宿舍查获违章电器的违纪事实';
  const dormDiscipline = (
    await ok<{ id: string }>(as.dorm, 'POST', `${SSGL}/dorm/discipline/save`, {
      roomId: bed.roomId,
      studentIds: [bed.studentId],
      values: {
        occurredAt: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 16).replace('T', ' '),
        category: 'bannedAppliance',
        facts: dormDisciplineFacts,
        action: 'confiscated',
      },
    })
  ).id;
  const collection = (
    await ok<{ id: string }>(as.counsellor, 'POST', `${JCZY}/xxcj/create`, {
      title: '甲校班级信息采集',
      description: '请填写',
      form: {
        key: 'isolation',
        name: { 'zh-CN': '联系方式采集' },
        fields: [{ key: 'phone', label: { 'zh-CN': '联系电话' }, type: 'phone', required: true }],
      },
      deadline: Date.now() + 86_400_000,
    })
  ).id;
  const collectionPhone = '13712340917';
  await ok(as.student, 'POST', `${JCZY}/xxcj/fill`, { id: collection, values: { phone: collectionPhone } });
  // An honours batch away from the demo's years, and the student's application in it.
  await ok(as.office, 'POST', '/api/jxj/v3/affairs/rych/batch/save', {
    module: 'personalHonour',
    academicYear: '2030-2031',
    name: '2030-2031学年个人荣誉称号评选',
    startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    publicityDays: 3,
  });
  await ok(as.student, 'POST', '/api/jxj/v3/affairs/personalHonour/apply', {
    data: MERIT_STUDENT_APPLICATION,
  });
  await classmateDestination(ok, as);
  const requests = Object.fromEntries(
    await Promise.all(
      REQUESTS.map(async ([module, student]) => {
        const request = await db
          .selectFrom('affairRequest')
          .select('instanceId')
          .where('tenantId', '=', schoolA)
          .where('moduleKey', '=', module)
          .where('studentId', '=', as[student].userId)
          .orderBy('createdAt', 'desc')
          .executeTakeFirstOrThrow();
        return [module, request.instanceId];
      }),
    ),
  ) as Markers['requests'];
  const classPath = (
    await db.selectFrom('org').select('path').where('id', '=', classOrg).executeTakeFirstOrThrow()
  ).path;
  const college = await db
    .selectFrom('org')
    .select('id')
    .where('id', 'in', classPath.split('/').filter(Boolean))
    .where('type', '=', 'college')
    .executeTakeFirstOrThrow();
  const survey = (
    await ok<{ id: string }>(as.counsellor, 'POST', `${WJDC}/surveys`, {
      title: '甲校学院问卷',
      intro: '请填写',
      questions: [
        { kind: 'single', title: '是否参加社团', required: true, options: ['是', '否'] },
        { kind: 'text', title: '建议', required: false },
      ],
      audience: { grades: [], colleges: [college.id] },
      opensAt: Date.now() - 1000,
      closesAt: Date.now() + 7 * 86_400_000,
      anonymous: true,
    })
  ).id;
  const surveyAnswer = '甲校学生对问卷的建议';
  await ok(as.student, 'POST', `${WJDC}/surveys/${survey}/answers`, {
    answers: { q1: 'o1', q2: surveyAnswer },
  });
  const moralSession = (
    await ok<{ id: string }>(as.counsellor, 'POST', `${SZGZ_MORAL}/session`, {
      title: '甲校德育讲座',
      kind: 'lecture',
      speaker: '王老师',
      place: '报告厅',
      date: new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10),
      time: '14:00',
      capacity: 50,
      points: 2,
    })
  ).id;
  await ok(as.student, 'POST', `${SZGZ_MORAL}/signup`, { sessionId: moralSession });
  const home = await ok<{ programs: { id: string; open: boolean; majors: string[] }[] }>(
    as.student,
    'GET',
    `${ZSFW}/admissions/home`,
  );
  const program = home.programs.find((p) => p.open)!;
  const signupIdNumber = '110105200801010014';
  const signup = (
    await ok<{ id: string }>(as.student, 'POST', `${ZSFW}/admissions/signup`, {
      programId: program.id,
      name: '钱多多',
      idNumber: signupIdNumber,
      mobile: '13700131901',
      examNumber: '26320101234567',
      candidateType: 'general',
      province: '江苏省',
      school: '无锡市第一中学',
      major1: program.majors[0],
    })
  ).id;
  const questionBody = '甲校学生问能否提前一天报到';
  const question = (
    await ok<{ id: string }>(as.student, 'POST', `${YXXT}/onboarding/questions`, {
      values: { title: '提前报到', body: questionBody },
    })
  ).id;
  const registerNotes = '甲校班级日志：两名同学迟到';
  await ok(as.student, 'POST', `${JCZY}/class/register/save`, {
    date: today,
    lessons: 4,
    absences: 0,
    notes: registerNotes,
  });
  return {
    registerNotes,
    question,
    questionBody,
    signup,
    signupIdNumber,
    moralSession,
    survey,
    surveyAnswer,
    requests,
    collection,
    collectionPhone,
    sanction,
    sanctionFacts,
    backFromLeaveNumber: as.backFromLeave.account,
    classmateNumber: as.classmate.account,
    counsellingBooking: record.bookingId,
    counsellingSummary: record.summary,
    talkTopic,
    idNumber: profile.idNumber ?? '',
    bankCard: profile.bankCard ?? '',
    bill: bill.id,
    billYear: bill.academicYear,
    dormDiscipline,
    dormDisciplineFacts,
  };
}
