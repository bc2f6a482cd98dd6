import { defineAffairGroup } from '../../define.js';
import { recordFields, type EligibilityRule, type SettingDescriptor } from '../../policies.js';
import type { AffairModuleSpec } from '../../types.js';

/**
 * Scholarships (奖学金, SPEC §2.4, MODULES.md §4, MODULES-RESEARCH §5): five schemes, each with
 * yearly batches, a quota per college at the college's step, publicity with objections, and an
 * amount from the school's settings (the national figures as defaults: they change). The
 * national and the inspirational scholarship exclude each other in one academic year; the
 * inspirational one needs a hardship level on record (zzgl). The school-wide schemes share one
 * chain (counsellor recommends, college within its quota, office decides); the college's own
 * scheme ends at the college.
 */
const yuan = { 'zh-CN': '元', 'zh-TW': '元', 'en-US': 'yuan', 'ja-JP': '元' };

const amount = (value: number, national: boolean): SettingDescriptor => ({
  key: 'amount',
  type: 'money',
  default: value,
  unit: yuan,
  min: 0,
  max: 100_000,
  national,
  label: {
    'zh-CN': '奖励金额（每人每年）',
    'zh-TW': '獎勵金額（每人每年）',
    'en-US': 'Amount per student a year',
    'ja-JP': '金額（1人1年）',
  },
});

const chain = (form: string) => ({ bpmn: 'scholarship-chain.bpmn', form });
const reviewColumns = (...keys: string[]) => [
  { key: 'name', source: 'starter' as const, primary: true },
  { key: 'className', source: 'starter' as const },
  ...keys.map((key) => ({ key, source: 'form' as const })),
];
const mineColumns = [
  { key: 'createTime', source: 'instance' as const, primary: true },
  { key: 'status', source: 'instance' as const },
  { key: 'curNode', source: 'instance' as const },
];

/** Rules every scheme shares: not while a sanction is in force; no failed course (MODULES-RESEARCH §5.3). */
const conduct: EligibilityRule[] = [
  { kind: 'noSanction' },
  { kind: 'formMax', field: 'failedCourses', max: 0 },
];

const scheme = {
  audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
  batches: { perStudent: 1, publicityDays: 5, minPublicityDays: 5 },
  quota: { node: 'college' },
  payout: { plan: 'once' as const },
  finalLabel: { 'zh-CN': '已评定', 'zh-TW': '已評定', 'en-US': 'Awarded', 'ja-JP': '決定' },
} satisfies Partial<AffairModuleSpec>;

export default defineAffairGroup({
  key: 'jxj',
  service: 'jxj',
  basePath: '/xgxt/jxj',
  title: { 'zh-CN': '奖学金', 'zh-TW': '獎學金', 'en-US': 'Scholarships', 'ja-JP': '奨学金' },
  category: 'funding',
  default: { apply: 'applicationList', review: 'review' },
  screens: [
    { route: 'applicationList', kind: 'schemes', audience: 'apply', entry: true },
    { route: 'applicationRecord', kind: 'records', audience: 'apply', entry: true },
    { route: 'applicationPublicity', kind: 'publicity', audience: 'all', entry: true },
  ],
  variants: [
    // cjxy's own publicity page (SPEC §2.4): the same list in the school's layout.
    { key: 'cjxy', basePath: '/xgxt/cjxy_jxj', inherit: true, screens: [], default: 'applicationPublicity' },
  ],
  modules: [
    {
      ...scheme,
      key: 'nationalScholarship',
      title: {
        'zh-CN': '国家奖学金',
        'zh-TW': '國家獎學金',
        'en-US': 'National Scholarship',
        'ja-JP': '国家奨学金',
      },
      summary: {
        'zh-CN': '二年级及以上；专业成绩与综合测评均居前列（前30%且有突出表现，或前10%）',
        'zh-TW': '二年級及以上；專業成績與綜合測評均居前列（前30%且有突出表現，或前10%）',
        'en-US':
          'Year 2 and above; top of the major in grades and evaluation (top 30% with an outstanding record, or top 10%)',
        'ja-JP': '2年次以上。成績・総合評価とも上位（上位30%かつ顕著な実績、または上位10%）',
      },
      subject: '{starter.name}的国家奖学金申请',
      processKey: 'jxj_national',
      process: chain('national.form.json'),
      // Filled from the evaluation and grades (read-only; typed only where the school has none).
      recordFields: recordFields(
        'majorRank',
        'majorSize',
        'evaluationRank',
        'evaluationSize',
        'failedCourses',
      ),
      eligibility: [
        { kind: 'yearOfStudy', min: 2 },
        ...conduct,
        { kind: 'formRatio', numerator: 'majorRank', denominator: 'majorSize', max: 0.3 },
        // Judged on the school's evaluation (zhcpgl) where it has ranked the student that year.
        { kind: 'formRatio', numerator: 'evaluationRank', denominator: 'evaluationSize', max: 0.3 },
        { kind: 'exclusive', modules: ['inspirationalScholarship'] },
      ],
      publicity: { columns: ['majorRank', 'majorSize'] },
      outcome: { amount: { setting: 'amount' } },
      settings: [amount(10_000, true)],
      lists: { mine: mineColumns, review: reviewColumns('majorRank', 'majorSize', 'evaluationRank') },
    },
    {
      ...scheme,
      key: 'inspirationalScholarship',
      title: {
        'zh-CN': '国家励志奖学金',
        'zh-TW': '國家勵志獎學金',
        'en-US': 'National Inspirational Scholarship',
        'ja-JP': '国家励志奨学金',
      },
      summary: {
        'zh-CN': '二年级及以上；本学年已认定家庭经济困难；品学兼优',
        'zh-TW': '二年級及以上；本學年已認定家庭經濟困難；品學兼優',
        'en-US': 'Year 2 and above; hardship recognised this year; good grades and conduct',
        'ja-JP': '2年次以上。本年度に家計困難の認定あり。品行方正・成績優秀',
      },
      subject: '{starter.name}的国家励志奖学金申请',
      processKey: 'jxj_inspirational',
      process: chain('inspirational.form.json'),
      // Filled from the evaluation and grades (read-only; typed only where the school has none).
      recordFields: recordFields('majorRank', 'majorSize', 'failedCourses'),
      eligibility: [
        { kind: 'yearOfStudy', min: 2 },
        { kind: 'outcome', outcome: 'hardship', values: ['special', 'difficult', 'general'] },
        ...conduct,
        { kind: 'formRatio', numerator: 'majorRank', denominator: 'majorSize', max: 0.5 },
        { kind: 'exclusive', modules: ['nationalScholarship'] },
      ],
      prefill: { hardshipLevel: { outcome: 'hardship' } },
      publicity: { columns: ['majorRank', 'majorSize'] },
      outcome: { amount: { setting: 'amount' } },
      settings: [amount(6_000, true)],
      lists: { mine: mineColumns, review: reviewColumns('hardshipLevel', 'majorRank', 'majorSize') },
    },
    {
      ...scheme,
      key: 'generalScholarship',
      title: {
        'zh-CN': '综合奖学金',
        'zh-TW': '綜合獎學金',
        'en-US': 'General Scholarship',
        'ja-JP': '総合奨学金',
      },
      summary: {
        'zh-CN': '学校奖学金，分一、二、三等，按综合测评评定',
        'zh-TW': '學校獎學金，分一、二、三等，按綜合測評評定',
        'en-US': "The school's scholarship in three prizes, by comprehensive evaluation",
        'ja-JP': '学校の奨学金（一等・二等・三等）。総合評価で決定',
      },
      subject: '{starter.name}的综合奖学金申请',
      processKey: 'jxj_general',
      process: chain('general.form.json'),
      batches: { perStudent: 1, publicityDays: 3, minPublicityDays: 1 },
      // Filled from the evaluation and grades (read-only; typed only where the school has none).
      recordFields: recordFields('gpa', 'majorRank', 'majorSize', 'evaluationScore', 'failedCourses'),
      eligibility: conduct,
      publicity: { columns: [] },
      outcome: { field: 'prize', amount: { settingByOutcome: 'prizes' } },
      settings: [
        {
          key: 'prizes',
          type: 'moneyByOutcome',
          default: { first: 3000, second: 2000, third: 1000 },
          unit: yuan,
          label: {
            'zh-CN': '各等级金额',
            'zh-TW': '各等級金額',
            'en-US': 'Amount by prize',
            'ja-JP': '等級ごとの金額',
          },
        },
      ],
      lists: { mine: mineColumns, review: reviewColumns('prize', 'gpa', 'evaluationScore') },
    },
    {
      ...scheme,
      key: 'outstandingScholarship',
      title: {
        'zh-CN': '优秀学生奖学金',
        'zh-TW': '優秀學生獎學金',
        'en-US': 'Outstanding Student Scholarship',
        'ja-JP': '優秀学生奨学金',
      },
      summary: {
        'zh-CN': '综合测评位列前10%的优秀学生',
        'zh-TW': '綜合測評位列前10%的優秀學生',
        'en-US': 'Students in the top 10% of the comprehensive evaluation',
        'ja-JP': '総合評価上位10%の優秀な学生',
      },
      subject: '{starter.name}的优秀学生奖学金申请',
      processKey: 'jxj_outstanding',
      process: chain('outstanding.form.json'),
      batches: { perStudent: 1, publicityDays: 3, minPublicityDays: 1 },
      // Filled from the evaluation and grades (read-only; typed only where the school has none).
      recordFields: recordFields('evaluationRank', 'evaluationSize', 'failedCourses'),
      eligibility: [
        ...conduct,
        { kind: 'formRatio', numerator: 'evaluationRank', denominator: 'evaluationSize', max: 0.1 },
      ],
      publicity: { columns: ['evaluationRank', 'evaluationSize'] },
      outcome: { amount: { setting: 'amount' } },
      settings: [amount(2_000, false)],
      lists: { mine: mineColumns, review: reviewColumns('evaluationRank', 'evaluationSize') },
    },
    {
      ...scheme,
      key: 'collegeScholarship',
      title: {
        'zh-CN': '学院奖学金',
        'zh-TW': '學院獎學金',
        'en-US': 'College Scholarship',
        'ja-JP': '学部奨学金',
      },
      summary: {
        'zh-CN': '学院设立，奖励竞赛、科研、实践、文体与志愿服务中表现突出的学生',
        'zh-TW': '學院設立，獎勵競賽、科研、實踐、文體與志願服務中表現突出的學生',
        'en-US': "The college's own award for contests, research, practice, arts, sports and volunteering",
        'ja-JP': '学部独自の奨学金（コンテスト・研究・実践・文化スポーツ・ボランティア）',
      },
      subject: '{starter.name}的学院奖学金申请',
      processKey: 'jxj_college',
      process: { bpmn: 'college-chain.bpmn', form: 'college.form.json' },
      audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
      batches: { perStudent: 1, publicityDays: 3, minPublicityDays: 1 },
      eligibility: [{ kind: 'noSanction' }],
      publicity: { columns: ['category'] },
      outcome: { amount: { setting: 'amount' } },
      settings: [amount(1_000, false)],
      lists: { mine: mineColumns, review: reviewColumns('category') },
    },
  ],
});
