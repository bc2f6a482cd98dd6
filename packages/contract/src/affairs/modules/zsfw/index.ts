import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Admissions service (招生服务, SPEC §2.4, MODULES.md §15, MODULES-RESEARCH §18), under
 * /xgxt/zsfw and /api/zsfw/v3/admissions/. Not an approval flow: the school's programmes open for
 * sign-up (independent enrolment, a summer camp) with their majors and window; a prospective
 * student signs in with a registered account (the light registration of the research page), reads
 * the home page and signs up (one sign-up per programme and ID number, one or two majors); the
 * admissions office lists, filters, reads and checks the sign-ups (eligible, returned for
 * documents, ineligible) and exports them. Sign-ups are the signer's own and the office's only.
 */
export const ADMISSIONS_STAFF = ['office_staff'];
/** Everyone signed in may read the home page and sign up (prospective students register first). */
const EVERYONE = [
  'student',
  'teacher',
  'counsellor',
  'college_staff',
  'office_staff',
  'dorm_staff',
  'finance_staff',
];

export default defineAffairGroup({
  key: 'zsfw',
  service: 'zsfw',
  basePath: '/xgxt/zsfw',
  title: L('招生服务', '招生服務', 'Admissions', '入試サービス'),
  category: 'other',
  audience: { apply: EVERYONE, review: ADMISSIONS_STAFF },
  default: { apply: 'admissionsHome', review: 'admissionsList' },
  screens: [
    {
      route: 'admissionsHome',
      kind: 'admissionsHome',
      audience: 'all',
      entry: true,
      title: L('招生首页', '招生首頁', 'Admissions', '入試トップ'),
    },
    {
      route: 'admissionsSignUp',
      kind: 'admissionsSignUp',
      audience: 'all',
      title: L('考生报名', '考生報名', 'Sign up', '出願'),
    },
    {
      route: 'admissionsDetail',
      kind: 'admissionsDetail',
      audience: 'all',
      title: L('报名详情', '報名詳情', 'Sign-up', '出願の詳細'),
    },
    {
      route: 'admissionsList',
      kind: 'admissionsList',
      audience: 'review',
      entry: true,
      title: L('报名列表', '報名列表', 'Sign-ups', '出願一覧'),
    },
  ],
  modules: [],
});
