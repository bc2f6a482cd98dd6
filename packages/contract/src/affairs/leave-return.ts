import type { AffairModuleDescriptor } from './types.js';

/**
 * The cjxy variant of leave and return (SPEC §2.4: "each has a cjxy variant, which also has
 * return application and detail"): a student applies to return to school and the counsellor
 * approves (process `leave_return`, one step). It shares the leave service (lxgl) and the
 * variant's route group; its requests use the generic module API under
 * /api/lxgl/v3/affairs/leaveReturn/.
 */
export const LEAVE_RETURN_MODULE: AffairModuleDescriptor = {
  key: 'leaveReturn',
  service: 'lxgl',
  title: { 'zh-CN': '返校申请', 'zh-TW': '返校申請', 'en-US': 'Return to school', 'ja-JP': '帰校申請' },
  processKey: 'leave_return',
  basePath: '/xgxt/cjxy_leave',
  routes: {
    default: 'returnApply',
    apply: 'returnApply',
    mine: 'returnMine',
    review: 'returnReview',
    detail: 'returnDetail',
    success: 'returnSuccess',
  },
  audience: { apply: ['student'], review: ['counsellor'] },
  category: 'daily',
  lists: {
    mine: [
      {
        key: 'returnDate',
        source: 'form',
        label: { 'zh-CN': '返校日期', 'zh-TW': '返校日期', 'en-US': 'Return date', 'ja-JP': '帰校日' },
        format: 'date',
        primary: true,
      },
      {
        key: 'transport',
        source: 'form',
        label: { 'zh-CN': '交通方式', 'zh-TW': '交通方式', 'en-US': 'Transport', 'ja-JP': '交通手段' },
      },
      {
        key: 'status',
        source: 'instance',
        label: { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Status', 'ja-JP': '状態' },
        format: 'status',
      },
    ],
    review: [
      {
        key: 'name',
        source: 'starter',
        label: { 'zh-CN': '学生', 'zh-TW': '學生', 'en-US': 'Student', 'ja-JP': '学生' },
        primary: true,
      },
      {
        key: 'className',
        source: 'starter',
        label: { 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class', 'ja-JP': 'クラス' },
      },
      {
        key: 'returnDate',
        source: 'form',
        label: { 'zh-CN': '返校日期', 'zh-TW': '返校日期', 'en-US': 'Return date', 'ja-JP': '帰校日' },
        format: 'date',
      },
    ],
  },
};
