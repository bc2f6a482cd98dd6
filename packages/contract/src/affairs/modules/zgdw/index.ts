import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * The political-work team (政工队伍, SPEC §2.4 "political-work team" and "staff training and
 * achievements"; MODULES.md §16, MODULES-RESEARCH §23 and §25), under /xgxt/zgdw and
 * /api/zgdw/v3. Staff records, no approval flows: counsellors' profiles with the college's
 * counsellor ratio, work logs, confidential talk records (the author, the college of the student and the
 * office's leadership only), and each staff member's training and achievements, approved by the office. The group's
 * own API is declared in api.ts (server: modules/affairs/modules/zgdw).
 */
const TEAM = ['counsellor', 'college_staff', 'office_staff'];

export default defineAffairGroup({
  key: 'zgdw',
  service: 'zgdw',
  basePath: '/xgxt/zgdw',
  title: L('思政队伍', '思政隊伍', 'Political-work team', '学生指導チーム'),
  category: 'other',
  manage: ['office_staff', 'tenant_admin'],
  audience: { apply: [], review: [...TEAM, 'teacher'] },
  default: { apply: 'teamProfiles', review: 'teamProfiles' },
  screens: [
    {
      route: 'teamProfiles',
      kind: 'teamProfiles',
      audience: 'review',
      roles: TEAM,
      entry: true,
      title: L('辅导员档案', '輔導員檔案', 'Counsellor profiles', 'カウンセラー名簿'),
    },
    {
      route: 'workLog',
      kind: 'workLog',
      audience: 'review',
      roles: TEAM,
      entry: true,
      title: L('工作日志', '工作日誌', 'Work log', '業務日誌'),
    },
    {
      route: 'talkRecords',
      kind: 'talkRecords',
      audience: 'review',
      roles: ['counsellor', 'college_staff', 'office_staff'],
      entry: true,
      title: L('谈心谈话', '談心談話', 'Talk records', '面談記録'),
    },
    {
      route: 'trainingList',
      kind: 'trainingList',
      audience: 'review',
      entry: true,
      title: L('培训与成果', '培訓與成果', 'Training and achievements', '研修と実績'),
    },
    {
      route: 'trainingReview',
      kind: 'trainingReview',
      audience: 'manage',
      entry: true,
      title: L('培训成果审核', '培訓成果審核', 'Review training records', '研修実績の審査'),
    },
  ],
  modules: [],
});
