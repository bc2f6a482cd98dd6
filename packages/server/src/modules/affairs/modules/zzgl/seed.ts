import type { FormValues } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { seededRandom } from '../../../../db/seed/random.js';
import { demoClock, type DemoClock } from '../../demo/clock.js';
import {
  demoAttachment,
  demoStudents,
  fileDemoObjection,
  markPaid,
  openDemoBatch,
  playRequest,
  type DemoStudent,
} from '../../demo/play.js';
import type { SeedContext } from '../../extension.js';
import { seedWorkStudy } from './work-study/seed.js';

/**
 * Financial aid demo data (issue 11): last year's hardship recognition and grants, decided and
 * paid; this year's recognition decided (a few still in publicity, one under objection, two still
 * in review), an open grant batch with applications at each step, recorded loans, temporary
 * allowances and a green-channel batch for freshmen. The named student has this year's level
 * ('difficult') and a grant application waiting for the counsellor.
 */
const LEVELS = ['special', 'difficult', 'general'] as const;

const PARENTS = [
  { given: '建国', relation: 'father', work: '务农', income: 16_000 },
  { given: '秀英', relation: 'mother', work: '务农', income: 8_000 },
  { given: '国强', relation: 'father', work: '建筑工地务工', income: 30_000 },
  { given: '桂兰', relation: 'mother', work: '无固定工作', income: 6_000 },
];

function hardshipForm(student: DemoStudent, level: string, random: () => number): FormValues {
  const surname = [...student.name][0]!;
  const father = PARENTS[Math.floor(random() * 2) * 2]!;
  const mother = PARENTS[1 + Math.floor(random() * 2) * 2]!;
  const members: FormValues[] = [
    {
      name: `${surname}${father.given}`,
      relation: 'father',
      age: 45 + Math.floor(random() * 8),
      work: father.work,
      income: father.income,
      health: level === 'special' ? 'serious' : 'healthy',
    },
    {
      name: `王${mother.given}`,
      relation: 'mother',
      age: 43 + Math.floor(random() * 8),
      work: mother.work,
      income: mother.income,
      health: random() < 0.4 ? 'chronic' : 'healthy',
    },
  ];
  if (random() < 0.6)
    members.push({
      name: `${surname}小雨`,
      relation: 'sibling',
      age: 12 + Math.floor(random() * 6),
      work: '县第一中学',
      income: 0,
      health: 'healthy',
    });
  return {
    household: random() < 0.75 ? 'rural' : 'urban',
    familySize: members.length + 1,
    members,
    specialGroups:
      level === 'special' ? ['minimumLiving', 'illness'] : level === 'difficult' ? ['povertyRegistered'] : [],
    debts: level === 'general' ? 0 : 10_000 + Math.floor(random() * 5) * 10_000,
    situation:
      level === 'special' ? '父亲患病长期治疗，家庭主要收入来源中断' : '家庭收入主要依靠务农，兄弟姐妹在读',
    commitment: true,
  };
}

const hardshipSteps = (level: string, submitted: number, decided: number) => [
  {
    vote: 'agree' as const,
    at: submitted + 2 * 86_400_000,
    opinion: '经班级评议小组评议，情况属实',
    edits: { suggestedLevel: level },
  },
  { vote: 'agree' as const, at: decided - 86_400_000, opinion: '同意认定', edits: { level } },
  { vote: 'agree' as const, at: decided, opinion: '审核通过', edits: { level } },
];

async function seedYear(
  db: Kysely<DB>,
  tenantId: string,
  clock: DemoClock,
  students: DemoStudent[],
  year: string,
  offset: number,
  random: () => number,
) {
  const eligible = students.filter((s) => clock.inYear(s.grade, year, 1));
  const hardshipBatch = await openDemoBatch(
    db,
    tenantId,
    {
      module: 'hardship',
      academicYear: year,
      name: `${year}学年家庭经济困难认定`,
      startDate: clock.day(offset - 70),
      endDate: clock.day(offset - 35),
    },
    clock.at(offset - 75),
  );
  const grantBatch = await openDemoBatch(
    db,
    tenantId,
    {
      module: 'grant',
      academicYear: year,
      name: `${year}学年国家助学金`,
      startDate: clock.day(offset - 30),
      endDate: clock.day(offset === 0 ? 20 : offset - 10),
    },
    clock.at(offset - 32),
  );
  const recognised: { student: DemoStudent; level: string; request: string }[] = [];
  // Every fifth student applies; their levels spread over the three.
  for (const [index, student] of eligible.filter((_, i) => i % 5 === 2).entries()) {
    const level = LEVELS[index % 3]!;
    const submitted = clock.at(offset - 65 + (index % 20), 9 + (index % 8));
    const decided = clock.at(offset - 30 + (index % 6), 15);
    const request = await playRequest(db, tenantId, {
      processKey: 'zzgl_hardship',
      studentId: student.id,
      data: hardshipForm(student, level, random),
      at: submitted,
      steps: hardshipSteps(level, submitted, decided),
    });
    recognised.push({ student, level, request });
  }
  return { hardshipBatch, grantBatch, recognised, eligible };
}

export async function seedFinancialAid({ db, tenantId, now, accounts, primary }: SeedContext): Promise<void> {
  if (!primary) return;
  const clock = demoClock(now);
  const random = seededRandom(20261124);
  const everyone = await demoStudents(db, tenantId, []);
  const named = everyone.find((s) => s.account === accounts.student[0]);
  const students = everyone.filter((s) => !accounts.student.includes(s.account));

  // Last year: recognition and grants, all decided and paid.
  const last = await seedYear(db, tenantId, clock, students, clock.lastYear, -365, random);
  for (const [index, { student, level }] of last.recognised.entries()) {
    if (index % 3 === 2) continue;
    const submitted = clock.at(-365 - 28 + (index % 10), 10);
    await playRequest(db, tenantId, {
      processKey: 'zzgl_grant',
      studentId: student.id,
      data: {
        requestedTier: level,
        household: 'rural',
        familySize: 4,
        monthlyIncome: 2000,
        incomeSource: '务农收入',
        reason: '家庭经济困难，父母收入微薄，申请国家助学金以顺利完成学业',
      },
      at: submitted,
      steps: [
        { vote: 'agree', at: submitted + 86_400_000, opinion: '情况属实，同意' },
        { vote: 'agree', at: submitted + 3 * 86_400_000, opinion: '同意', edits: { tier: level } },
        { vote: 'agree', at: submitted + 5 * 86_400_000, opinion: '审核通过', edits: { tier: level } },
      ],
    });
  }

  // This year: recognition decided; the last three approved days ago are still in publicity.
  const year = await seedYear(db, tenantId, clock, students, clock.year, 0, random);
  const recent = year.eligible.filter((_, i) => i % 5 === 4).slice(0, 5);
  const inPublicity: string[] = [];
  for (const [index, student] of recent.entries()) {
    const level = LEVELS[(index + 1) % 3]!;
    const submitted = clock.at(-40 + index, 11);
    const running = index >= 3;
    const request = await playRequest(db, tenantId, {
      processKey: 'zzgl_hardship',
      studentId: student.id,
      data: hardshipForm(student, level, random),
      at: submitted,
      steps: hardshipSteps(level, submitted, clock.at(-2, 16)).slice(0, running ? index - 2 : 3),
    });
    if (!running) inPublicity.push(request);
  }
  if (named) {
    const submitted = clock.at(-60, 9);
    await playRequest(db, tenantId, {
      processKey: 'zzgl_hardship',
      studentId: named.id,
      data: hardshipForm(named, 'difficult', random),
      at: submitted,
      steps: hardshipSteps('difficult', submitted, clock.at(-30, 15)),
    });
  }
  // One objection the office has not checked yet, filed by a classmate.
  const objector = students.find((s) => s.collegeCode === 'C02');
  if (inPublicity[0] && objector)
    await fileDemoObjection(db, tenantId, {
      requestId: inPublicity[0],
      filerId: objector.id,
      reason: '据了解该同学家庭经营个体商铺，收入情况与申请材料不符，请核实。',
      at: clock.at(-1, 20),
    });

  // This year's grant: open; applications at the counsellor, the college and the office.
  for (const [index, { student, level }] of year.recognised.slice(0, 9).entries()) {
    const submitted = clock.at(-9 + index, 10 + (index % 6));
    const steps = [
      { vote: 'agree' as const, at: submitted + 86_400_000, opinion: '情况属实，同意' },
      { vote: 'agree' as const, at: submitted + 2 * 86_400_000, opinion: '同意', edits: { tier: level } },
    ].slice(0, index % 3);
    await playRequest(db, tenantId, {
      processKey: 'zzgl_grant',
      studentId: student.id,
      data: {
        requestedTier: level,
        household: index % 2 ? 'urban' : 'rural',
        familySize: 3 + (index % 3),
        monthlyIncome: 1500 + index * 200,
        incomeSource: '父母务工收入',
        reason: '家庭经济困难，家中还有弟妹在读，申请国家助学金减轻家庭负担',
      },
      at: submitted,
      steps,
    });
  }
  if (named)
    await playRequest(db, tenantId, {
      processKey: 'zzgl_grant',
      studentId: named.id,
      data: {
        requestedTier: 'difficult',
        household: 'rural',
        familySize: 4,
        monthlyIncome: 2200,
        incomeSource: '父母务农',
        reason: '父母务农收入不稳定，弟弟在读高中，申请助学金支持学业',
      },
      at: clock.at(-3, 21),
      steps: [],
    });

  // Loans: recorded this year; the office has confirmed all but the last two.
  await openDemoBatch(
    db,
    tenantId,
    {
      module: 'loan',
      academicYear: clock.year,
      name: `${clock.year}学年生源地信用助学贷款登记`,
      startDate: clock.day(-80),
      endDate: clock.day(10),
    },
    clock.at(-82),
  );
  for (const [index, { student }] of year.recognised.slice(0, 7).entries()) {
    const submitted = clock.at(-60 + index * 6, 14);
    await playRequest(db, tenantId, {
      processKey: 'zzgl_loan',
      studentId: student.id,
      data: {
        loanType: 'home',
        bank: index % 3 === 2 ? 'rcc' : 'cdb',
        contractNumber: `3201${clock.year.slice(0, 4)}${String(100_000 + index * 7919).slice(0, 6)}`,
        verificationCode: `JS${String(4_000_000 + index * 104_729).slice(0, 7)}`,
        amount: 8_000 + (index % 3) * 2_000,
        coBorrower: `${[...student.name][0]}建国`,
        coBorrowerPhone: `139${String(10_000_000 + index * 1_234_567).slice(0, 8)}`,
        certificate: [await demoAttachment(db, tenantId, student.id, '贷款受理证明.png', submitted)],
      },
      at: submitted,
      steps:
        index < 5 ? [{ vote: 'agree', at: submitted + 3 * 86_400_000, opinion: '回执已录入，确认' }] : [],
    });
  }

  // Temporary allowances: one paid, one above the first tier at the aid centre. Each is asked the
  // day after the event (its evidence uploaded just before), approved a day and three days later.
  const allowances = [
    {
      cause: 'illness',
      daysAgo: 25,
      amount: 800,
      description: '突发阑尾炎住院手术，医疗费用自付部分较多，家庭难以负担',
      evidence: '住院费用清单.png',
      opinions: ['情况属实', '同意补助800元'],
    },
    {
      cause: 'disaster',
      daysAgo: 10,
      amount: 2000,
      description: '家乡遭受洪灾，房屋受损严重，家庭财产损失较大',
      evidence: '受灾证明.png',
      opinions: ['情况属实，建议补助', '同意，报资助中心'],
    },
  ] as const;
  const temp = students.filter((s) => s.collegeCode === 'C03');
  for (const [i, { daysAgo, evidence, opinions, ...data }] of allowances.entries()) {
    const student = temp[i];
    if (!student) continue;
    const event = -daysAgo;
    await playRequest(db, tenantId, {
      processKey: 'zzgl_temp_hardship',
      studentId: student.id,
      data: {
        cause: data.cause,
        eventDate: clock.day(event),
        amount: data.amount,
        description: data.description,
        evidence: [await demoAttachment(db, tenantId, student.id, evidence, clock.at(event + 1, 8))],
      },
      at: clock.at(event + 1, 9),
      steps: [
        { vote: 'agree', at: clock.at(event + 2, 10), opinion: opinions[0] },
        { vote: 'agree', at: clock.at(event + 4, 16), opinion: opinions[1] },
      ],
    });
  }

  // The green channel runs at enrolment, for the freshmen of this year.
  await openDemoBatch(
    db,
    tenantId,
    {
      module: 'greenChannel',
      academicYear: clock.year,
      name: `${clock.year}学年新生绿色通道`,
      startDate: clock.day(-90),
      endDate: clock.day(30),
      grades: [clock.year.slice(0, 4)],
    },
    clock.at(-92),
  );

  // Work-study: students in hardship first.
  await seedWorkStudy(db, tenantId, clock, {
    named,
    placed: year.recognised.slice(9).map((r) => r.student),
  });
  await markPaid(db, tenantId, now);
}
