import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Information collection (信息采集, SPEC §2.4 "student information collection", MODULES.md §10,
 * MODULES-RESEARCH §14), under /xgxt/xxcj and /api/jczy/v3/xxcj/. Not an approval flow, so no
 * modules: staff design a collection in the form format (fields, required flags, choices) with an
 * audience (colleges or classes in their charge, grades) and a deadline; each student in the
 * audience fills it once before the deadline; staff see completion by college and class, who has
 * not filled it, and export the entries (server: modules/affairs/modules/xxcj; API in types.ts).
 */
export const COLLECTION_STAFF = ['counsellor', 'college_staff', 'office_staff'];

export default defineAffairGroup({
  key: 'xxcj',
  service: 'jczy',
  basePath: '/xgxt/xxcj',
  title: L('信息采集', '資訊採集', 'Information collection', '情報の収集'),
  category: 'daily',
  audience: { apply: ['student'], review: COLLECTION_STAFF },
  default: { apply: 'infoCollection', review: 'collectionManage' },
  screens: [
    {
      route: 'infoCollection',
      kind: 'infoCollection',
      audience: 'apply',
      entry: true,
      title: L('信息采集', '資訊採集', 'Information collection', '情報の収集'),
    },
    {
      route: 'collectionFill',
      kind: 'collectionFill',
      audience: 'apply',
      title: L('填写采集表', '填寫採集表', 'Fill in', '記入'),
    },
    {
      route: 'collectionManage',
      kind: 'collectionManage',
      audience: 'review',
      entry: true,
      title: L('采集管理', '採集管理', 'Collections', '収集の管理'),
    },
    {
      route: 'collectionDesign',
      kind: 'collectionDesign',
      audience: 'review',
      title: L('新建采集', '新建採集', 'New collection', '収集の作成'),
    },
    {
      route: 'collectionResults',
      kind: 'collectionResults',
      audience: 'review',
      title: L('采集结果', '採集結果', 'Completion', '収集の結果'),
    },
  ],
  modules: [],
});
