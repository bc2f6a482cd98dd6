import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Surveys (问卷调查, SPEC §2.4 "surveys (fill in, detail)", MODULES.md §15, MODULES-RESEARCH §19),
 * under /xgxt/wjdc and /api/wjdc/v3. Not an approval flow, so no modules: staff build a
 * questionnaire for an audience and a window, students fill it once and read their answers,
 * staff read the results as charts (types.ts; server: modules/affairs/modules/wjdc).
 */
export const SURVEY_STAFF = ['counsellor', 'college_staff', 'office_staff'];

export default defineAffairGroup({
  key: 'wjdc',
  service: 'wjdc',
  basePath: '/xgxt/wjdc',
  title: L('问卷调查', '問卷調查', 'Surveys', 'アンケート'),
  category: 'other',
  audience: { apply: ['student'], review: SURVEY_STAFF },
  default: { apply: 'surveyFill', review: 'surveyResults' },
  screens: [
    {
      route: 'surveyFill',
      kind: 'surveyFill',
      audience: 'apply',
      entry: true,
      title: L('问卷填写', '問卷填寫', 'Surveys to fill in', 'アンケート回答'),
    },
    {
      route: 'surveyDetail',
      kind: 'surveyDetail',
      audience: 'all',
      title: L('问卷详情', '問卷詳情', 'Survey', 'アンケート詳細'),
    },
    {
      route: 'surveyResults',
      kind: 'surveyResults',
      audience: 'review',
      entry: true,
      title: L('问卷结果', '問卷結果', 'Survey results', 'アンケート結果'),
    },
    {
      route: 'surveyBuild',
      kind: 'surveyBuild',
      audience: 'review',
      entry: true,
      title: L('发布问卷', '發佈問卷', 'New survey', 'アンケート作成'),
    },
  ],
  modules: [],
});
