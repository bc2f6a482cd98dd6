import type { SurveyAnswers, SurveyInput } from '@campus/contract/affairs/wjdc';
import type { Kysely } from 'kysely';
import { memberProfile } from '../../../../core/org/profile.js';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import type { SeedContext } from '../../extension.js';
import { questionsOf } from './answers.js';
import { roleHolders } from '../../demo/role-holder.js';

/**
 * Surveys' demo in each school: the office's canteen survey open to everyone (the demo student
 * has not answered it yet; the demo counsellor's other students have), the counsellor's dormitory-network survey for
 * the college (the demo student answered it), and last term's closed graduation-plans survey.
 */
const DAY = 86_400_000;

interface DemoSurvey {
  by: 'office' | 'counsellor';
  input: Omit<SurveyInput, 'opensAt' | 'closesAt' | 'audience'>;
  opens: number;
  closes: number;
  college?: boolean;
  /** The n-th respondent's answers. */
  answer: (n: number) => SurveyAnswers;
  respondents: number;
  named?: SurveyAnswers;
}

const SUGGESTIONS = [
  '希望二食堂晚上延长营业时间，晚自习后经常没饭吃。',
  '菜品种类可以再丰富一些，少油少盐。',
  '高峰期排队太久，建议多开几个窗口。',
  '价格总体合理，希望保持。',
  '餐具消毒要更仔细一些。',
];

const SURVEYS: DemoSurvey[] = [
  {
    by: 'office',
    input: {
      title: '2026年秋季学期食堂满意度调查',
      intro: '为改进餐饮服务，学生工作处联合后勤处开展本次调查，匿名填写，约需3分钟。',
      anonymous: true,
      questions: [
        {
          kind: 'single',
          title: '你最常去哪个食堂？',
          required: true,
          options: ['一食堂', '二食堂', '三食堂（清真）', '校外'],
        },
        { kind: 'rating', title: '你对食堂饭菜的总体满意度', required: true, scale: 5 },
        {
          kind: 'multiple',
          title: '你希望优先改进哪些方面？（可多选）',
          required: true,
          options: ['菜品口味', '价格', '卫生', '排队时间', '营业时间'],
        },
        { kind: 'text', title: '其他意见和建议', required: false },
      ],
    },
    opens: -5,
    closes: 9,
    answer: (n) => ({
      q1: ['o1', 'o2', 'o2', 'o3', 'o1', 'o4'][n % 6]!,
      q2: [4, 3, 5, 4, 2, 4, 3][n % 7]!,
      q3: [['o1', 'o4'], ['o2'], ['o4', 'o5'], ['o1'], ['o3', 'o4']][n % 5]!,
      ...(n % 3 === 0 ? { q4: SUGGESTIONS[(n / 3) % SUGGESTIONS.length]! } : {}),
    }),
    respondents: 40,
  },
  {
    by: 'counsellor',
    college: true,
    input: {
      title: '宿舍网络使用情况调查',
      intro: '了解同学们宿舍网络的使用体验，便于向网络中心反映问题。',
      anonymous: false,
      questions: [
        {
          kind: 'single',
          title: '你在宿舍主要使用哪种网络？',
          required: true,
          options: ['校园网有线', '校园网无线', '手机流量'],
        },
        { kind: 'rating', title: '晚上 9 点到 11 点的网速体验', required: true, scale: 10 },
        { kind: 'text', title: '遇到过哪些网络问题？', required: false },
      ],
    },
    opens: -10,
    closes: 4,
    answer: (n) => ({ q1: ['o2', 'o1', 'o2', 'o3'][n % 4]!, q2: [6, 4, 7, 5, 8, 3][n % 6]! }),
    respondents: 18,
    named: { q1: 'o2', q2: 6, q3: '晚上高峰期无线经常断线，需要重新登录。' },
  },
  {
    by: 'office',
    input: {
      title: '毕业生就业意向调查',
      intro: '请毕业年级同学如实填写，结果仅用于就业指导工作安排。',
      anonymous: true,
      questions: [
        {
          kind: 'single',
          title: '毕业后的首选去向',
          required: true,
          options: ['就业', '考研', '考公/考编', '出国', '尚未确定'],
        },
        { kind: 'rating', title: '对学校就业指导服务的满意度', required: true, scale: 5 },
      ],
    },
    opens: -60,
    closes: -30,
    answer: (n) => ({ q1: ['o1', 'o2', 'o1', 'o3', 'o5', 'o4'][n % 6]!, q2: [4, 5, 3, 4][n % 4]! }),
    respondents: 25,
  },
];

const officeOf = (db: Kysely<DB>, tenantId: string) =>
  roleHolders(db, tenantId, 'office_staff').executeTakeFirst();

export async function seedSurveys({ db, tenantId, now, accounts }: SeedContext): Promise<void> {
  if (!accounts.counsellor || !accounts.student[0]) return;
  const people = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.account', 'u.fullname'])
    .where('m.tenantId', '=', tenantId)
    .where('u.account', 'in', [accounts.student[0], accounts.counsellor])
    .execute();
  const named = people.find((p) => p.account === accounts.student[0]);
  const counsellor = people.find((p) => p.account === accounts.counsellor);
  const office = await officeOf(db, tenantId);
  if (!named || !counsellor || !office) return;
  const profile = await memberProfile(db, tenantId, named.id);
  const classmates = await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student);
  for (const survey of SURVEYS) {
    const author = survey.by === 'office' ? office : counsellor;
    const id = newId();
    const opensAt = now + survey.opens * DAY;
    await db
      .insertInto('survey')
      .values({
        id,
        tenantId,
        title: survey.input.title,
        intro: survey.input.intro,
        questions: JSON.stringify(questionsOf(survey.input.questions)),
        grades: '[]',
        colleges: JSON.stringify(survey.college && profile?.collegeId ? [profile.collegeId] : []),
        anonymous: survey.input.anonymous ? 'Y' : 'N',
        opensAt,
        closesAt: now + survey.closes * DAY,
        closed: 'N',
        createdBy: author.id,
        createdByName: author.fullname,
        createdAt: opensAt - DAY,
        updatedAt: opensAt - DAY,
      })
      .execute();
    const answering = classmates.slice(0, survey.respondents).map((c) => ({ id: c.id, answers: null }));
    const all = [...answering, ...(survey.named ? [{ id: named.id, answers: survey.named }] : [])];
    for (const [n, who] of all.entries()) {
      const at = Math.min(now - 60_000, opensAt + (n + 1) * 3 * 3_600_000);
      await db
        .insertInto('surveyResponse')
        .values({
          id: newId(),
          tenantId,
          surveyId: id,
          respondentId: who.id,
          collegeId: profile?.collegeId ?? null,
          answers: JSON.stringify(who.answers ?? survey.answer(n)),
          createdAt: at,
        })
        .execute();
    }
  }
}
