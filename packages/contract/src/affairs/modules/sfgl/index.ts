import { defineAffairGroup, localizedText as L } from '../../define.js';

export * from './types.js';

/**
 * Fees (收费, SPEC §2.4, MODULES.md §3, MODULES-RESEARCH §4). Not an approval flow, so no
 * modules: a bill per student per academic year with its items, imported from the finance
 * office's spreadsheet; payments and deferrals recorded by the finance office; the green
 * channel's approved deferral (zzgl) read onto the bill. Students read their own bills;
 * counsellors and college staff read their students' (read-only); the finance office and the
 * school's administrators record and import (server: modules/affairs/modules/sfgl, API under
 * /api/sfgl/v3/fees/, see api.ts).
 */
export const FINANCE_OFFICE = 'finance_staff';

export default defineAffairGroup({
  key: 'sfgl',
  service: 'sfgl',
  basePath: '/xgxt/sfgl',
  title: L('收费管理', '收費管理', 'Fees', '学費'),
  category: 'funding',
  manage: [FINANCE_OFFICE, 'tenant_admin'],
  seesAllStudents: [FINANCE_OFFICE],
  audience: {
    apply: ['student'],
    review: ['counsellor', 'college_staff', 'office_staff', FINANCE_OFFICE],
  },
  default: { apply: 'paymentInquiry', review: 'chargeManage' },
  screens: [
    {
      route: 'paymentInquiry',
      kind: 'paymentInquiry',
      audience: 'apply',
      entry: true,
      title: L('缴费查询', '繳費查詢', 'My fees', '学費の照会'),
    },
    {
      route: 'paymentDetails',
      kind: 'paymentDetails',
      audience: 'all',
      title: L('缴费明细', '繳費明細', 'Bill details', '請求の明細'),
    },
    {
      route: 'chargeManage',
      kind: 'chargeManage',
      audience: 'review',
      entry: true,
      title: L('收费管理', '收費管理', 'Fee collection', '学費の徴収'),
    },
    {
      route: 'chargeManageDetails',
      kind: 'chargeManageDetails',
      audience: 'review',
      title: L('学生缴费详情', '學生繳費詳情', "A student's bill", '学生の請求'),
    },
    {
      route: 'chargeImport',
      kind: 'chargeImport',
      audience: 'manage',
      entry: true,
      title: L('导入账单', '匯入帳單', 'Import bills', '請求の取り込み'),
    },
  ],
  modules: [],
});
