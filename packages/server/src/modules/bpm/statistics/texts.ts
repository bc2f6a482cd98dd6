import type { Language } from '@campus/contract';

/** Process statistics' own words (status names, the export's sheets and headers), in the four languages. */
type Words = Record<Language, string>;

const words = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Words => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** Fields a refusal names. */
export const FIELD_WORDS = {
  collegeId: words('学院', '學院', 'College', '学院'),
};

/** A request's state as the figures count it (scope.ts statusKey). */
export const STATUS_WORDS: Record<string, Words> = {
  running: words('审批中', '審批中', 'In progress', '審査中'),
  agree: words('已通过', '已通過', 'Approved', '承認済み'),
  oppose: words('未通过', '未通過', 'Refused', '却下'),
  manualend: words('已终止', '已終止', 'Ended by hand', '手動終了'),
  suspend: words('已挂起', '已掛起', 'Suspended', '保留中'),
};

/** An overdue task nobody has taken yet (its candidates share it). */
export const UNTAKEN = words(
  '待认领（多人共享）',
  '待認領（多人共享）',
  'Not taken yet (shared)',
  '未引受（共有）',
);

export const SHEET_WORDS = {
  file: words('流程统计', '流程統計', 'Process statistics', 'プロセス統計'),
  summary: words('概览', '概覽', 'Summary', '概要'),
  byProcess: words('按流程', '按流程', 'By process', 'プロセス別'),
  byStatus: words('按状态', '按狀態', 'By status', '状態別'),
  byStep: words('当前环节', '當前環節', 'Waiting at', '現在のステップ'),
  byMonth: words('按月份', '按月份', 'By month', '月別'),
  steps: words('环节用时', '環節用時', 'Step durations', 'ステップ所要時間'),
  approvers: words('审批人用时', '審批人用時', 'Approver pace', '承認者の所要時間'),
  overdue: words('超时待办', '超時待辦', 'Overdue tasks', '期限超過タスク'),
  returns: words('退回与不通过', '退回與不通過', 'Sent back and refused', '差戻しと却下'),
  name: words('名称', '名稱', 'Name', '名称'),
  count: words('数量', '數量', 'Count', '件数'),
  year: words('年度', '年度', 'Year', '年度'),
  total: words('申请总数', '申請總數', 'Requests', '申請数'),
  running: words('审批中', '審批中', 'In progress', '審査中'),
  overdueTotal: words('超时待办', '超時待辦', 'Overdue tasks', '期限超過タスク'),
  overdueDays: words('超时标准（天）', '超時標準（天）', 'Overdue after (days)', '期限（日）'),
  process: words('流程', '流程', 'Process', 'プロセス'),
  step: words('环节', '環節', 'Step', 'ステップ'),
  medianHours: words('中位用时（小时）', '中位用時（小時）', 'Median (hours)', '中央値（時間）'),
  p90Hours: words(
    '90% 用时（小时）',
    '90% 用時（小時）',
    '90th percentile (hours)',
    '90パーセンタイル（時間）',
  ),
  approver: words('审批人', '審批人', 'Approver', '承認者'),
  averageHours: words('平均用时（小时）', '平均用時（小時）', 'Average (hours)', '平均（時間）'),
  longestHours: words('最长用时（小时）', '最長用時（小時）', 'Longest (hours)', '最長（時間）'),
  oldestDays: words('最久等待（天）', '最久等待（天）', 'Oldest waiting (days)', '最長待ち（日）'),
  sentBack: words('曾退回', '曾退回', 'Sent back', '差戻しあり'),
  refused: words('未通过', '未通過', 'Refused', '却下'),
  sentBackShare: words('退回比例', '退回比例', 'Share sent back', '差戻し率'),
  refusedShare: words('不通过比例', '不通過比例', 'Share refused', '却下率'),
};

export const say = (text: Words, lang: Language) => text[lang];
