import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Ideological work with students (思政工作, SPEC §2.4 "moral-education class" and "teacher
 * assessment with student peer review"; MODULES.md §16, MODULES-RESEARCH §21 and §24), under
 * /xgxt/szgz and /api/szgz/v3. Not approval flows, so no modules: moral-education sessions with
 * places, sign-up (waiting list when full), attendance marked by staff and each student's points
 * per term; rounds in which students rate their counsellor and teachers anonymously (the college sees averages
 * per item and counts, never who rated what). The group's own API is in api.ts (server:
 * modules/affairs/modules/szgz).
 */
const STAFF = ['counsellor', 'college_staff', 'office_staff'];

export default defineAffairGroup({
  key: 'szgz',
  service: 'szgz',
  basePath: '/xgxt/szgz',
  title: L('思政工作', '思政工作', 'Moral education', '思想政治教育'),
  category: 'other',
  manage: ['office_staff', 'tenant_admin'],
  audience: { apply: ['student'], review: STAFF },
  default: { apply: 'moralApply', review: 'moralScoreList' },
  screens: [
    {
      route: 'moralApply',
      kind: 'moralApply',
      audience: 'apply',
      entry: true,
      title: L('德育课堂报名', '德育課堂報名', 'Moral-education class', '徳育講座の申込'),
    },
    {
      route: 'moralScores',
      kind: 'moralScores',
      audience: 'apply',
      entry: true,
      title: L('我的德育成绩', '我的德育成績', 'My moral-education points', '徳育ポイント'),
    },
    {
      route: 'moralScoreList',
      kind: 'moralScoreList',
      audience: 'review',
      entry: true,
      title: L('德育课堂管理', '德育課堂管理', 'Moral-education sessions', '徳育講座の管理'),
    },
    {
      route: 'moralDetail',
      kind: 'moralDetail',
      audience: 'review',
      title: L('课堂签到', '課堂簽到', 'Session attendance', '講座の出席'),
    },
    {
      route: 'assessmentTasks',
      kind: 'assessmentTasks',
      audience: 'apply',
      entry: true,
      title: L('辅导员测评', '輔導員測評', 'Rate your counsellor', 'カウンセラー評価'),
    },
    {
      route: 'assessmentResults',
      kind: 'assessmentResults',
      audience: 'all',
      roles: ['college_staff', 'office_staff'],
      entry: true,
      title: L('测评结果', '測評結果', 'Assessment results', '評価の結果'),
    },
  ],
  modules: [],
});
