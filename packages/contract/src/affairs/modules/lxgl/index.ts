import { defineAffairGroup } from '../../define.js';

export * from './return-state.js';
export * from './types.js';

/**
 * Leave and return (请假销假, SPEC §2.4, MODULES.md §6). School practice (ANCHORS): up to 2 days
 * the counsellor approves; over 2 and up to 7 the counsellor then the college; over 7 also the
 * office; proof uploaded; the student cancels the leave (销假) on return; counsellors see who is
 * away today and whose return is overdue. Destination and return registrations are leave's own
 * screens (server: modules/affairs/modules/lxgl). The cjxy variant has every leave screen and its
 * return application (module leaveReturn: the counsellor approves).
 */
export default defineAffairGroup({
  key: 'lxgl',
  service: 'lxgl',
  basePath: '/xgxt/leave',
  title: { 'zh-CN': '请假销假', 'zh-TW': '請假銷假', 'en-US': 'Leave and return', 'ja-JP': '休暇・帰校' },
  category: 'daily',
  manage: ['office_staff', 'tenant_admin'],
  default: { apply: 'mine', review: 'review' },
  screens: [
    {
      route: 'mine',
      kind: 'mine',
      module: 'leave',
      audience: 'apply',
      entry: true,
      title: { 'zh-CN': '我的请假', 'zh-TW': '我的請假', 'en-US': 'My leaves', 'ja-JP': '自分の休暇' },
    },
    {
      route: 'apply',
      kind: 'apply',
      module: 'leave',
      audience: 'apply',
      entry: true,
      title: { 'zh-CN': '请假申请', 'zh-TW': '請假申請', 'en-US': 'Apply for leave', 'ja-JP': '休暇申請' },
    },
    {
      route: 'review',
      kind: 'review',
      module: 'leave',
      audience: 'review',
      entry: true,
      title: { 'zh-CN': '请假审批', 'zh-TW': '請假審批', 'en-US': 'Leave review', 'ja-JP': '休暇の承認' },
    },
    {
      route: 'today',
      kind: 'today',
      audience: 'review',
      entry: true,
      title: { 'zh-CN': '今日请假', 'zh-TW': '今日請假', 'en-US': 'Leave today', 'ja-JP': '本日の休暇' },
    },
    {
      route: 'cancel',
      kind: 'cancel',
      audience: 'apply',
      entry: true,
      title: { 'zh-CN': '销假', 'zh-TW': '銷假', 'en-US': 'Back from leave', 'ja-JP': '休暇終了届' },
    },
    {
      route: 'destination',
      kind: 'destination',
      audience: 'all',
      entry: true,
      title: { 'zh-CN': '去向登记', 'zh-TW': '去向登記', 'en-US': 'Destinations', 'ja-JP': '行き先登録' },
    },
    {
      route: 'destination/sign',
      kind: 'destinationSign',
      audience: 'apply',
      title: {
        'zh-CN': '登记去向',
        'zh-TW': '登記去向',
        'en-US': 'Register destination',
        'ja-JP': '行き先を登録',
      },
    },
    {
      route: 'destination/check',
      kind: 'destinationCheck',
      audience: 'review',
      title: {
        'zh-CN': '去向登记情况',
        'zh-TW': '去向登記情況',
        'en-US': 'Destination check',
        'ja-JP': '行き先登録の確認',
      },
    },
    {
      route: 'return',
      kind: 'returnRegistration',
      audience: 'all',
      entry: true,
      title: {
        'zh-CN': '返校登记',
        'zh-TW': '返校登記',
        'en-US': 'Return registration',
        'ja-JP': '帰校登録',
      },
    },
    {
      route: 'return/check',
      kind: 'returnCheck',
      audience: 'review',
      title: {
        'zh-CN': '返校登记情况',
        'zh-TW': '返校登記情況',
        'en-US': 'Return check',
        'ja-JP': '帰校登録の確認',
      },
    },
  ],
  variants: [
    {
      key: 'cjxy',
      basePath: '/xgxt/cjxy_leave',
      inherit: true,
      default: 'returnApply',
      screens: [
        {
          route: 'returnApply',
          kind: 'apply',
          module: 'leaveReturn',
          audience: 'apply',
          entry: true,
          title: {
            'zh-CN': '返校申请',
            'zh-TW': '返校申請',
            'en-US': 'Return to school',
            'ja-JP': '帰校申請',
          },
        },
        {
          route: 'returnMine',
          kind: 'mine',
          module: 'leaveReturn',
          audience: 'apply',
          entry: true,
          title: {
            'zh-CN': '我的返校申请',
            'zh-TW': '我的返校申請',
            'en-US': 'My returns',
            'ja-JP': '自分の帰校申請',
          },
        },
        {
          route: 'returnReview',
          kind: 'review',
          module: 'leaveReturn',
          audience: 'review',
          entry: true,
          title: {
            'zh-CN': '返校审批',
            'zh-TW': '返校審批',
            'en-US': 'Return review',
            'ja-JP': '帰校の承認',
          },
        },
        {
          route: 'returnDetail',
          kind: 'detail',
          module: 'leaveReturn',
          audience: 'all',
          title: { 'zh-CN': '返校详情', 'zh-TW': '返校詳情', 'en-US': 'Return', 'ja-JP': '帰校の詳細' },
        },
        { route: 'returnSuccess', kind: 'success', module: 'leaveReturn', audience: 'apply' },
      ],
    },
  ],
  modules: [
    {
      key: 'leave',
      title: { 'zh-CN': '请假', 'zh-TW': '請假', 'en-US': 'Leave', 'ja-JP': '休暇' },
      summary: {
        'zh-CN': '2天以内辅导员审批，2-7天加学院审批，7天以上加学生工作处审批',
        'zh-TW': '2天以內輔導員審批，2-7天加學院審批，7天以上加學生工作處審批',
        'en-US':
          'Up to 2 days the counsellor approves; 2-7 days also the college; over 7 days also the office',
        'ja-JP': '2日以内はカウンセラー、2〜7日は学部も、7日超は学生課も承認',
      },
      processKey: 'leave',
      process: { bpmn: 'leave.bpmn', form: 'leave.form.json' },
      // Read by the group's server code (modules/affairs/modules/lxgl/record.ts, overlap.ts, today.ts).
      lockedFields: {
        period: {
          'zh-CN': '今日请假、销假和请假重叠检查读取请假时间',
          'zh-TW': '今日請假、銷假和請假重疊檢查讀取請假時間',
          'en-US': "today's leaves, returns and the overlap check read the period",
          'ja-JP': '本日の休暇・帰校・重複チェックが期間を参照します',
        },
        leaveType: {
          'zh-CN': '请假记录读取请假类型',
          'zh-TW': '請假記錄讀取請假類型',
          'en-US': 'the leave record reads the type of leave',
          'ja-JP': '休暇記録が休暇の種類を参照します',
        },
        contactPhone: {
          'zh-CN': '请假记录读取联系电话',
          'zh-TW': '請假記錄讀取聯絡電話',
          'en-US': 'the leave record reads the contact phone',
          'ja-JP': '休暇記録が連絡先電話番号を参照します',
        },
      },
      applyRoute: 'apply',
      audience: { apply: ['student'], review: ['counsellor', 'college_staff', 'office_staff'] },
      lists: {
        mine: [
          { key: 'leaveType', source: 'form', primary: true },
          { key: 'period', source: 'form' },
          { key: 'days', source: 'form', format: 'days' },
          { key: 'status', source: 'instance' },
          {
            key: 'returnState',
            source: 'record',
            label: { 'zh-CN': '销假', 'zh-TW': '銷假', 'en-US': 'Return', 'ja-JP': '帰校' },
            // The one rule of return-state.ts; the 销假 screen and the detail read it too.
            options: {
              notStarted: { 'zh-CN': '未开始', 'zh-TW': '未開始', 'en-US': 'Not started', 'ja-JP': '未開始' },
              away: { 'zh-CN': '请假中', 'zh-TW': '請假中', 'en-US': 'On leave', 'ja-JP': '休暇中' },
              overdue: { 'zh-CN': '已逾期', 'zh-TW': '已逾期', 'en-US': 'Overdue', 'ja-JP': '期限超過' },
              back: { 'zh-CN': '已销假', 'zh-TW': '已銷假', 'en-US': 'Back', 'ja-JP': '帰校済み' },
            },
          },
          {
            key: 'returnedAt',
            source: 'record',
            label: { 'zh-CN': '销假时间', 'zh-TW': '銷假時間', 'en-US': 'Returned', 'ja-JP': '帰校' },
            format: 'datetime',
          },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'className', source: 'starter' },
          { key: 'leaveType', source: 'form' },
          { key: 'period', source: 'form' },
          { key: 'days', source: 'form', format: 'days' },
        ],
      },
    },
    {
      key: 'leaveReturn',
      title: { 'zh-CN': '返校申请', 'zh-TW': '返校申請', 'en-US': 'Return to school', 'ja-JP': '帰校申請' },
      summary: {
        'zh-CN': '返校申请：辅导员审批',
        'zh-TW': '返校申請：輔導員審批',
        'en-US': 'Return to school: the counsellor approves',
        'ja-JP': '帰校申請：カウンセラーが承認',
      },
      processKey: 'leave_return',
      process: { bpmn: 'leave-return.bpmn', form: 'leave-return.form.json' },
      applyRoute: 'returnApply',
      audience: { apply: ['student'], review: ['counsellor'] },
      lists: {
        mine: [
          { key: 'returnDate', source: 'form', primary: true },
          { key: 'transport', source: 'form' },
          { key: 'status', source: 'instance' },
        ],
        review: [
          { key: 'name', source: 'starter', primary: true },
          { key: 'className', source: 'starter' },
          { key: 'returnDate', source: 'form' },
        ],
      },
    },
  ],
});
