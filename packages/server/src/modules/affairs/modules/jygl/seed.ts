import { EMPLOYMENT_STAFF, isSettled, type PostingInput } from '@campus/contract/affairs/jygl';
import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { demoClock } from '../../demo/clock.js';
import { seedOffices, type Office } from '../../demo/offices.js';
import { demoAttachment, playRequest, type DemoStep } from '../../demo/play.js';
import { texts as T } from '../../group-refusal.js';
import type { SeedContext } from '../../extension.js';
import { tenantStudents } from '../../student-query.js';
import { graduatingGrade } from '../../cohort.js';

/**
 * The employment demo: the employment centre (its role in every school; in the first school its
 * account `jygl_zhou` 周慧, password Demo@2026), a dozen job postings (a few past their deadline)
 * and the destination registrations of this year's graduates (the cohort whose programme ends this
 * academic year): most verified by their college, some waiting, one or two sent back; the later
 * classes lag so the rates differ by class. The named demo students (the `graduate` among them)
 * are left out: the journeys register for them.
 */
export const EMPLOYMENT_CENTRE: Office = {
  role: EMPLOYMENT_STAFF,
  roleName: T('就业指导中心', '就業指導中心', 'Employment centre', '就職支援センター'),
  org: { code: 'JYZX', name: '就业指导中心' },
  accounts: [
    {
      account: 'jygl_zhou',
      fullname: '周慧',
      pinyin: 'zh',
      gender: 'female',
      mobile: '13914140011',
      title: '就业指导中心主任',
    },
  ],
};

type Posting = Omit<PostingInput, 'deadline'> & { days: number };
const POSTINGS: Posting[] = [
  {
    company: '华为技术有限公司',
    nature: 'private',
    industry: '信息传输、软件和信息技术服务业',
    position: '软件开发工程师',
    headcount: 20,
    place: '南京',
    salaryMin: 15000,
    salaryMax: 25000,
    education: 'bachelor',
    majors: '软件工程、计算机科学与技术',
    days: 30,
    contact: '校园招聘组 025-52000001',
    description: '负责通信软件的设计与开发；熟悉 C/C++ 或 Java，有项目经验者优先。',
  },
  {
    company: '国网江苏省电力有限公司',
    nature: 'stateOwned',
    industry: '电力、热力、燃气及水生产和供应业',
    position: '电气运维岗',
    headcount: 30,
    place: '江苏各地市',
    salaryMin: 8000,
    salaryMax: 12000,
    education: 'bachelor',
    majors: '电气工程及其自动化',
    days: 21,
    contact: '人力资源部 025-85000002',
    description: '变电站运行维护、设备巡检；需参加国家电网统一考试。',
  },
  {
    company: '中国建设银行江苏省分行',
    nature: 'stateOwned',
    industry: '金融业',
    position: '综合柜员 / 客户经理',
    headcount: 40,
    place: '南京、苏州、无锡',
    salaryMin: 7000,
    salaryMax: 11000,
    education: 'bachelor',
    majors: '不限',
    days: 14,
    contact: '人力资源部 025-84000003',
    description: '网点柜面业务与客户服务；通过行内笔试面试。',
  },
  {
    company: '徐工集团工程机械股份有限公司',
    nature: 'stateOwned',
    industry: '制造业',
    position: '机械设计工程师',
    headcount: 15,
    place: '徐州',
    salaryMin: 9000,
    salaryMax: 14000,
    education: 'bachelor',
    majors: '机械设计制造及其自动化',
    days: 25,
    contact: '招聘专员 0516-87000004',
    description: '工程机械结构设计，熟练使用 SolidWorks 或 CATIA。',
  },
  {
    company: '南京市江宁区教育局',
    nature: 'institution',
    industry: '教育',
    position: '中小学信息技术教师',
    headcount: 12,
    place: '南京江宁',
    salaryMin: 7000,
    salaryMax: 9000,
    education: 'bachelor',
    majors: '计算机科学与技术、软件工程',
    days: 10,
    contact: '人事科 025-52000005',
    description: '事业编制，需持有或在规定期限内取得教师资格证。',
  },
  {
    company: '苏州汇川技术有限公司',
    nature: 'private',
    industry: '制造业',
    position: '嵌入式软件工程师',
    headcount: 10,
    place: '苏州',
    salaryMin: 12000,
    salaryMax: 18000,
    education: 'bachelor',
    majors: '电气工程及其自动化、计算机科学与技术',
    days: 18,
    contact: 'hr@example-inovance.cn',
    description: '工业控制器软件开发，熟悉 C 语言与单片机。',
  },
  {
    company: '德勤华永会计师事务所',
    nature: 'foreign',
    industry: '租赁和商务服务业',
    position: '审计助理',
    headcount: 25,
    place: '上海、南京',
    salaryMin: 9000,
    salaryMax: 12000,
    education: 'bachelor',
    majors: '会计学、财务管理',
    days: 7,
    contact: '校园招聘 021-61410006',
    description: '参与年度审计项目，英语良好，能适应出差。',
  },
  {
    company: '江苏省西部计划项目办',
    nature: 'government',
    industry: '公共管理、社会保障和社会组织',
    position: '西部计划志愿者',
    headcount: 50,
    place: '新疆、西藏等西部地区',
    salaryMin: 3000,
    salaryMax: 4500,
    education: 'bachelor',
    majors: '不限',
    days: 40,
    contact: '校团委 025-52000007',
    description: '服务期 1-3 年，期满考核合格享受考研加分等政策。',
  },
  {
    company: '南京地铁集团有限公司',
    nature: 'stateOwned',
    industry: '交通运输、仓储和邮政业',
    position: '车辆检修工程师',
    headcount: 18,
    place: '南京',
    salaryMin: 8000,
    salaryMax: 11000,
    education: 'bachelor',
    majors: '机械设计制造及其自动化、电气工程及其自动化',
    days: 12,
    contact: '人力资源部 025-84000008',
    description: '地铁车辆检修与技术管理，需倒班。',
  },
  {
    company: '字节跳动',
    nature: 'private',
    industry: '信息传输、软件和信息技术服务业',
    position: '测试开发工程师',
    headcount: 8,
    place: '上海、杭州',
    salaryMin: 18000,
    salaryMax: 28000,
    education: 'bachelor',
    majors: '计算机类相关专业',
    days: -3,
    contact: 'campus@example-bytedance.com',
    description: '自动化测试平台开发，Python/Go 优先。',
  },
  {
    company: '江苏苏宁银行',
    nature: 'private',
    industry: '金融业',
    position: '数据分析师',
    headcount: 6,
    place: '南京',
    salaryMin: 10000,
    salaryMax: 15000,
    education: 'master',
    majors: '统计学、计算机科学与技术',
    days: -10,
    contact: 'hr@example-bank.cn',
    description: '风控模型与业务数据分析，熟悉 SQL 与 Python。',
  },
];

/** Destinations and how often they occur (settled most of the time). */
const DESTINATIONS: [string, number][] = [
  ['contract', 30],
  ['agreement', 18],
  ['furtherStudy', 16],
  ['otherEmployment', 8],
  ['abroad', 4],
  ['nationalProject', 3],
  ['army', 2],
  ['business', 2],
  ['freelance', 3],
  ['preparingStudy', 8],
  ['seeking', 6],
];
const pick = (n: number) => {
  const total = DESTINATIONS.reduce((s, [, w]) => s + w, 0);
  let at = n % total;
  for (const [category, weight] of DESTINATIONS) {
    if (at < weight) return category;
    at -= weight;
  }
  return 'contract';
};
const EMPLOYERS = [
  '华为技术有限公司',
  '国网江苏省电力有限公司',
  '徐工集团',
  '南京地铁集团',
  '苏州汇川技术',
  '中国建设银行',
  '南瑞集团',
  '江苏银行',
];
const SCHOOLS = ['东南大学', '南京航空航天大学', '河海大学', '江南大学', '南京理工大学'];
const PLACES = ['南京', '苏州', '无锡', '徐州', '上海', '杭州'];
const EVIDENCE: Record<string, string> = {
  agreement: '就业协议书.pdf',
  contract: '劳动合同.pdf',
  otherEmployment: '录用证明.png',
  assistant: '聘用证明.png',
  army: '入伍通知书.png',
  nationalProject: '项目录取通知.png',
  localProject: '项目录取通知.png',
  business: '营业执照.png',
  furtherStudy: '录取通知书.png',
  abroad: '录取通知书.pdf',
};

function values(category: string, index: number, phone: string, year: string, start: string): FormValues {
  const employed = [
    'agreement',
    'contract',
    'otherEmployment',
    'nationalProject',
    'army',
    'business',
    'freelance',
  ];
  const data: FormValues = { academicYear: year, category, phone };
  if (employed.includes(category) && category !== 'freelance')
    data.employer = category === 'army' ? '中国人民解放军' : EMPLOYERS[index % EMPLOYERS.length]!;
  if (['agreement', 'contract', 'otherEmployment'].includes(category)) {
    data.employerNature = ['stateOwned', 'private', 'institution', 'foreign'][index % 4]!;
    data.position = ['软件开发工程师', '电气工程师', '技术员', '管培生'][index % 4]!;
  }
  if (category === 'furtherStudy' || category === 'abroad')
    data.school = category === 'abroad' ? '新加坡国立大学' : SCHOOLS[index % SCHOOLS.length]!;
  if (isSettled(category)) {
    data.place = category === 'abroad' ? '新加坡' : PLACES[index % PLACES.length]!;
    data.startDate = start;
  }
  return data;
}

/** This year's graduates but the named ones (the journeys register for them), with their class's index. */
async function graduatesOf(db: Kysely<DB>, tenantId: string, year: string, excluded: readonly string[]) {
  const grade = await graduatingGrade(db, tenantId, year);
  const rows = await tenantStudents(db, tenantId)
    .select(['u.id', 'u.mobile', 'o.id as classId'])
    .where('o.grade', '=', grade)
    .$if(excluded.length > 0, (q) => q.where('u.account', 'not in', excluded))
    .orderBy('m.number')
    .execute();
  const classes = [...new Set(rows.map((r) => r.classId))];
  return rows.map((r) => ({ ...r, classIndex: classes.indexOf(r.classId) }));
}

export async function seedEmployment({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  await seedOffices(db, tenantId, now, [EMPLOYMENT_CENTRE], { counsellor: accounts.counsellor, primary });
  if (!primary) return;
  const author = await db
    .selectFrom('appUser')
    .select('id')
    .where('account', '=', 'jygl_zhou')
    .executeTakeFirst();
  const already = await db
    .selectFrom('jobPosting')
    .select('id')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (!author || already) return;
  const clock = demoClock(now);
  for (const [index, { days, ...p }] of POSTINGS.entries())
    await db
      .insertInto('jobPosting')
      .values({
        id: newId(),
        tenantId,
        ...p,
        deadline: clock.day(days),
        createdBy: author.id,
        createdAt: clock.at(-(index * 3 + 2), 9 + (index % 8)),
      })
      .execute();
  const named = [...accounts.student, ...(accounts.graduate ? [accounts.graduate] : [])];
  const cohort = await graduatesOf(db, tenantId, clock.year, named);
  for (const [index, s] of cohort.entries()) {
    // The later classes register less completely: from about 90 % down to about 55 %.
    const slot = (index * 7 + s.classIndex) % 20;
    if (slot >= 18 - (s.classIndex % 4) * 2) continue;
    const category = pick(index * 13 + s.classIndex);
    const asked = -(5 + (index % 40));
    const data = values(category, index, s.mobile ?? '13800000000', clock.year, clock.day(asked + 60));
    const file = EVIDENCE[category];
    if (file) data.evidence = [await demoAttachment(db, tenantId, s.id, file, clock.at(asked))];
    const steps: DemoStep[] =
      slot === 0
        ? []
        : slot === 1 && index % 3 === 0
          ? [{ vote: 'oppose', at: clock.at(asked + 2, 15), opinion: '证明材料不清晰，请重新上传协议盖章页' }]
          : [{ vote: 'agree', at: clock.at(asked + 2, 15), opinion: '材料齐全，信息属实' }];
    await playRequest(db, tenantId, {
      processKey: 'jygl_destination',
      studentId: s.id,
      data,
      at: clock.at(asked, 9 + (index % 10)),
      steps,
    });
  }
}
