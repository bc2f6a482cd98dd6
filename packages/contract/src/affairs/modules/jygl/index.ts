import { defineAffairGroup, localizedText as L } from '../../define.js';
import { EMPLOYMENT_STAFF } from './types.js';

export * from './categories.js';
export * from './types.js';

/**
 * Employment (就业, SPEC §2.4, MODULES.md §15, MODULES-RESEARCH §20), service /api/jygl/v3. The
 * employment centre publishes job postings (company, position, place, salary, deadline); each
 * graduate registers their destination (毕业去向登记) in the national categories with evidence,
 * verified by their college; staff see the registrations (query, export) and the destination rate
 * by college and major of the students in their charge (server: modules/affairs/modules/jygl).
 */
const REVIEW = ['counsellor', 'college_staff', EMPLOYMENT_STAFF];

export default defineAffairGroup({
  key: 'jygl',
  service: 'jygl',
  basePath: '/xgxt/employment',
  title: L('就业服务', '就業服務', 'Employment', '就職支援'),
  category: 'other',
  manage: [EMPLOYMENT_STAFF, 'tenant_admin'],
  seesAllStudents: [EMPLOYMENT_STAFF],
  audience: { apply: ['student'], review: REVIEW },
  default: { apply: 'employmentIndex', review: 'employmentRates' },
  screens: [
    {
      route: 'employmentIndex',
      kind: 'employmentIndex',
      audience: 'all',
      entry: true,
      title: L('就业服务', '就業服務', 'Employment', '就職支援'),
    },
    {
      route: 'employmentList',
      kind: 'employmentList',
      audience: 'all',
      entry: true,
      title: L('招聘信息', '招聘資訊', 'Job postings', '求人情報'),
    },
    {
      route: 'employmentDetail',
      kind: 'employmentDetail',
      audience: 'all',
      title: L('招聘详情', '招聘詳情', 'Job posting', '求人の詳細'),
    },
    {
      route: 'destination',
      kind: 'apply',
      module: 'destination',
      audience: 'apply',
      // Only graduates register (the module's eligibility): nobody else is invited to.
      cohort: 'graduating',
      entry: true,
      title: L('毕业去向登记', '畢業去向登記', 'Register my destination', '進路登録'),
    },
    {
      route: 'destinationList',
      kind: 'query',
      audience: 'review',
      entry: true,
      title: L('去向登记查询', '去向登記查詢', 'Destinations', '進路登録一覧'),
    },
    {
      route: 'destinationDetail',
      kind: 'detail',
      audience: 'all',
      title: L('去向登记详情', '去向登記詳情', 'Destination', '進路登録の詳細'),
    },
    {
      route: 'employmentRates',
      kind: 'employmentRates',
      audience: 'review',
      entry: true,
      title: L('就业率统计', '就業率統計', 'Employment rates', '就職率'),
    },
  ],
  modules: [
    {
      key: 'destination',
      title: L('毕业去向登记', '畢業去向登記', 'Graduate destination', '卒業後の進路登録'),
      summary: L(
        '按国家统计分类登记毕业去向并上传证明，学院审核',
        '按國家統計分類登記畢業去向並上傳證明，學院審核',
        'Register where you are going after graduation, with evidence; your college verifies it',
        '卒業後の進路を国の区分で登録し証明を添付。学部が確認します',
      ),
      processKey: 'jygl_destination',
      process: { bpmn: 'destination.bpmn', form: 'destination.form.json' },
      applyRoute: 'destination',
      audience: { apply: ['student'], review: REVIEW },
      prefill: { academicYear: { academicYear: true } },
      finalLabel: L('已审核', '已審核', 'Verified', '確認済み'),
      // Graduates register where they go: the graduating cohort only, once.
      eligibility: [{ kind: 'graduating' }, { kind: 'exclusive', modules: ['destination'] }],
      lists: {
        mine: [
          { key: 'category', source: 'form', primary: true },
          { key: 'employer', source: 'form' },
          { key: 'school', source: 'form' },
          { key: 'status', source: 'instance', format: 'status' },
          { key: 'createTime', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'number', source: 'starter' },
          { key: 'className', source: 'starter' },
          { key: 'category', source: 'form' },
          { key: 'employer', source: 'form' },
          { key: 'school', source: 'form' },
          { key: 'place', source: 'form' },
        ],
      },
    },
  ],
});
