import { defineAffairGroup, localizedText as L } from '../../define.js';
import type { AffairColumn, AffairModuleSpec } from '../../types.js';

/**
 * Insurance management (保险管理, SPEC §2.4, MODULES.md §16, MODULES-RESEARCH §22), served under
 * the basic-resources prefix (/api/jczy/v3: students' own records). A student enrols each academic
 * year in the student medical insurance (城乡居民医保 at the place of study, 医保发〔2023〕15号:
 * through the school, or insured at home / through work with proof; the state pays for subsidised
 * groups) and may buy the voluntary accident insurance (学平险: plan, insurer, period,
 * beneficiary). The counsellor checks, the student affairs office confirms and keeps the payment
 * state; ID numbers are masked in every list. Staff see the enrolled students (query, export) and
 * the enrolment rate of each college and class (server: modules/affairs/modules/bxgl).
 */

const OFFICE = 'office_staff';
const yuan = L('元', '元', 'yuan', '元');

const mine = (...keys: string[]): AffairColumn[] => [
  { key: 'academicYear', source: 'form', primary: true },
  ...keys.map((key) => ({ key, source: 'form' as const })),
  { key: 'payState', source: 'form' },
  { key: 'status', source: 'instance', format: 'status' },
  { key: 'createTime', source: 'instance' },
];
const review = (...keys: string[]): AffairColumn[] => [
  { key: 'name', source: 'starter', primary: true },
  { key: 'number', source: 'starter' },
  { key: 'className', source: 'starter' },
  { key: 'academicYear', source: 'form' },
  ...keys.map((key) => ({ key, source: 'form' as const })),
  { key: 'idNumber', source: 'form', masked: true },
];

const enrolment = {
  audience: { apply: ['student'], review: ['counsellor', OFFICE] },
  // The year from the calendar, the ID number from the student's record: neither is typed.
  prefill: { academicYear: { academicYear: true }, idNumber: { idNumber: true } },
  finalLabel: L('已参保', '已參保', 'Enrolled', '加入済み'),
} satisfies Partial<AffairModuleSpec>;

export default defineAffairGroup({
  key: 'bxgl',
  service: 'jczy',
  basePath: '/xgxt/insurance',
  title: L('保险管理', '保險管理', 'Insurance', '保険'),
  category: 'other',
  manage: [OFFICE, 'tenant_admin'],
  default: { apply: 'insuranceIndex', review: 'insuranceList' },
  screens: [
    {
      route: 'insuranceIndex',
      kind: 'insuranceIndex',
      audience: 'apply',
      entry: true,
      title: L('保险服务', '保險服務', 'My insurance', '保険サービス'),
    },
    {
      route: 'insuranceEnrol',
      kind: 'apply',
      module: 'medicalInsurance',
      audience: 'apply',
      entry: true,
      title: L('医保参保登记', '醫保參保登記', 'Medical insurance enrolment', '医療保険の加入登録'),
    },
    {
      route: 'insuranceEnrolAccident',
      kind: 'apply',
      module: 'accidentInsurance',
      audience: 'apply',
      entry: true,
      title: L('意外险投保', '意外險投保', 'Accident insurance', '傷害保険の加入'),
    },
    {
      route: 'insuranceList',
      kind: 'query',
      audience: 'review',
      entry: true,
      title: L('参保信息', '參保資訊', 'Enrolled students', '加入者一覧'),
    },
    {
      route: 'insuranceDetail',
      kind: 'detail',
      audience: 'all',
      title: L('参保详情', '參保詳情', 'Enrolment', '加入の詳細'),
    },
    {
      route: 'insuranceRates',
      kind: 'insuranceRates',
      audience: 'review',
      entry: true,
      title: L('参保率', '參保率', 'Enrolment rates', '加入率'),
    },
  ],
  modules: [
    {
      ...enrolment,
      key: 'medicalInsurance',
      title: L('大学生医疗保险', '大學生醫療保險', 'Student medical insurance', '学生医療保険'),
      summary: L(
        '在校参保或提交户籍地、单位参保证明；辅导员审核，学生处确认缴费',
        '在校參保或提交戶籍地、單位參保證明；輔導員審核，學生處確認繳費',
        'Insure through the school, or show you are insured at home or through work; the counsellor checks, the office confirms payment',
        '学校で加入、または住民登録地・勤務先での加入証明を提出。カウンセラー審査後、学生課が支払を確認',
      ),
      processKey: 'bxgl_medical',
      process: { bpmn: 'insurance.bpmn', form: 'medical.form.json' },
      applyRoute: 'insuranceEnrol',
      eligibility: [{ kind: 'exclusive', modules: ['medicalInsurance'] }],
      prefill: { ...enrolment.prefill, premium: { setting: 'premium' } },
      settings: [
        {
          key: 'premium',
          label: L(
            '医保个人缴费标准',
            '醫保個人繳費標準',
            'Medical insurance contribution',
            '医療保険の自己負担額',
          ),
          type: 'money',
          default: 400,
          unit: yuan,
          min: 0,
          max: 5000,
          help: L(
            '当地城乡居民医保每年的个人缴费额',
            '當地城鄉居民醫保每年的個人繳費額',
            "The local residents' medical insurance contribution for a year",
            '地域の住民医療保険の年間自己負担額',
          ),
        },
      ],
      lists: {
        mine: mine('insuredStatus'),
        review: review('insuredStatus', 'subsidy', 'payState'),
      },
    },
    {
      ...enrolment,
      key: 'accidentInsurance',
      title: L('学生意外伤害保险', '學生意外傷害保險', 'Student accident insurance', '学生傷害保険'),
      summary: L(
        '自愿投保，选择方案与承保公司，可指定身故受益人',
        '自願投保，選擇方案與承保公司，可指定身故受益人',
        'Voluntary: pick a plan and an insurer, and name a beneficiary if you wish',
        '任意加入。プランと保険会社を選び、受取人を指定できます',
      ),
      processKey: 'bxgl_accident',
      process: { bpmn: 'insurance.bpmn', form: 'accident.form.json' },
      applyRoute: 'insuranceEnrolAccident',
      eligibility: [{ kind: 'exclusive', modules: ['accidentInsurance'] }],
      lists: {
        mine: mine('plan', 'insurer'),
        review: review('plan', 'insurer', 'payState'),
      },
    },
  ],
});
