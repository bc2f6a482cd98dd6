import type { Language } from '@campus/contract';
import type { ChangeAction, ChangeKind } from '@campus/contract/routes/api/affairs/change-log';
import { useViewStore } from '../../../stores/view';

/** The change log screen's words, one table per language (they load with the screen's chunk). */
export interface ChangeLogTexts {
  title: string;
  intro: string;
  readersOnly: string;
  empty: string;
  kind: string;
  anyKind: string;
  keyword: string;
  keywordHint: string;
  from: string;
  to: string;
  search: string;
  clear: string;
  export: string;
  exported: string;
  who: string;
  when: string;
  where: string;
  object: string;
  changes: string;
  onlyActor: string;
  onlyObject: string;
  filteredBy: string;
  absent: string;
  yes: string;
  no: string;
  kinds: Record<ChangeKind, string>;
  actions: Record<ChangeAction, string>;
}

const zhCN: ChangeLogTexts = {
  title: '变更记录',
  intro:
    '设置、批次与名额、账单与缴费、处分、测评成绩和学生信息的每一次修改：谁、何时、从哪里、改了什么。记录不可修改或删除。',
  readersOnly: '变更记录仅供学校管理员和学生工作部（处）查看。',
  empty: '没有符合条件的变更记录',
  kind: '对象类型',
  anyKind: '全部类型',
  keyword: '关键词',
  keywordHint: '对象名称或操作人',
  from: '开始日期',
  to: '结束日期',
  search: '查询',
  clear: '清除条件',
  export: '导出 Excel',
  exported: '已导出',
  who: '操作人',
  when: '时间',
  where: '来源',
  object: '对象',
  changes: '变更内容',
  onlyActor: '只看此人的操作',
  onlyObject: '只看此对象',
  filteredBy: '筛选',
  absent: '（无）',
  yes: '是',
  no: '否',
  kinds: {
    setting: '设置',
    batch: '批次',
    quota: '名额',
    bill: '账单',
    payment: '缴费',
    sanction: '处分',
    score: '测评成绩',
    student: '学生信息',
    staff: '教职工信息',
    org: '组织机构',
    dorm: '宿舍床位',
    syncClient: '同步客户端',
    request: '流程申请',
    process: '审批流程',
    role: '角色',
  },
  actions: {
    create: '新增',
    update: '修改',
    delete: '删除',
    close: '关闭',
    pay: '登记缴费',
    defer: '缓缴',
    lift: '解除',
    revoke: '撤销',
    approve: '审核通过',
    suspend: '挂起',
    recover: '恢复',
    unlock: '解锁任务',
  },
};

const zhTW: ChangeLogTexts = {
  ...zhCN,
  title: '變更記錄',
  intro:
    '設定、批次與名額、帳單與繳費、處分、測評成績和學生資訊的每一次修改：誰、何時、從哪裡、改了什麼。記錄不可修改或刪除。',
  readersOnly: '變更記錄僅供學校管理員和學生工作部（處）查看。',
  empty: '沒有符合條件的變更記錄',
  kind: '對象類型',
  anyKind: '全部類型',
  keyword: '關鍵詞',
  keywordHint: '對象名稱或操作人',
  from: '開始日期',
  to: '結束日期',
  search: '查詢',
  clear: '清除條件',
  export: '匯出 Excel',
  exported: '已匯出',
  where: '來源',
  object: '對象',
  changes: '變更內容',
  onlyActor: '只看此人的操作',
  onlyObject: '只看此對象',
  filteredBy: '篩選',
  yes: '是',
  no: '否',
  kinds: {
    setting: '設定',
    batch: '批次',
    quota: '名額',
    bill: '帳單',
    payment: '繳費',
    sanction: '處分',
    score: '測評成績',
    student: '學生資訊',
    staff: '教職員資訊',
    org: '組織機構',
    dorm: '宿舍床位',
    syncClient: '同步用戶端',
    request: '流程申請',
    process: '審批流程',
    role: '角色',
  },
  actions: {
    create: '新增',
    update: '修改',
    delete: '刪除',
    close: '關閉',
    pay: '登記繳費',
    defer: '緩繳',
    lift: '解除',
    revoke: '撤銷',
    approve: '審核通過',
    suspend: '掛起',
    recover: '恢復',
    unlock: '解鎖任務',
  },
};

const enUS: ChangeLogTexts = {
  title: 'Change log',
  intro:
    'Every change of settings, batches and quotas, bills and payments, sanctions, evaluation scores and student information: who, when, from where and what. Entries cannot be edited or removed.',
  readersOnly: "The change log is for the school's administrator and the student affairs office.",
  empty: 'No changes match',
  kind: 'Kind',
  anyKind: 'Every kind',
  keyword: 'Keyword',
  keywordHint: 'Object or person',
  from: 'From',
  to: 'To',
  search: 'Search',
  clear: 'Clear filters',
  export: 'Export to Excel',
  exported: 'Exported',
  who: 'Who',
  when: 'When',
  where: 'From where',
  object: 'Object',
  changes: 'Changes',
  onlyActor: "Only this person's changes",
  onlyObject: 'Only this object',
  filteredBy: 'Filter',
  absent: '(none)',
  yes: 'Yes',
  no: 'No',
  kinds: {
    setting: 'Setting',
    batch: 'Batch',
    quota: 'Quota',
    bill: 'Bill',
    payment: 'Payment',
    sanction: 'Sanction',
    score: 'Evaluation score',
    student: 'Student information',
    staff: 'Staff information',
    org: 'Organisation',
    dorm: 'Dormitory beds',
    syncClient: 'Sync client',
    request: 'Workflow request',
    process: 'Approval process',
    role: 'Role',
  },
  actions: {
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    close: 'Closed',
    pay: 'Payment recorded',
    defer: 'Deferred',
    lift: 'Lifted',
    revoke: 'Revoked',
    approve: 'Approved',
    suspend: 'Suspended',
    recover: 'Recovered',
    unlock: 'Task unlocked',
  },
};

const jaJP: ChangeLogTexts = {
  title: '変更履歴',
  intro:
    '設定、バッチと枠、請求書と支払い、処分、評価点、学生情報のすべての変更：誰が、いつ、どこから、何を変えたか。履歴は編集も削除もできません。',
  readersOnly: '変更履歴は学校の管理者と学生部のみ閲覧できます。',
  empty: '条件に合う変更はありません',
  kind: '対象の種類',
  anyKind: 'すべての種類',
  keyword: 'キーワード',
  keywordHint: '対象名または操作者',
  from: '開始日',
  to: '終了日',
  search: '検索',
  clear: '条件をクリア',
  export: 'Excel に出力',
  exported: '出力しました',
  who: '操作者',
  when: '日時',
  where: '接続元',
  object: '対象',
  changes: '変更内容',
  onlyActor: 'この人の操作のみ',
  onlyObject: 'この対象のみ',
  filteredBy: '絞り込み',
  absent: '（なし）',
  yes: 'はい',
  no: 'いいえ',
  kinds: {
    setting: '設定',
    batch: 'バッチ',
    quota: '枠',
    bill: '請求書',
    payment: '支払い',
    sanction: '処分',
    score: '評価点',
    student: '学生情報',
    staff: '教職員情報',
    org: '組織',
    dorm: '寮のベッド',
    syncClient: '同期クライアント',
    request: 'ワークフロー申請',
    process: '承認プロセス',
    role: 'ロール',
  },
  actions: {
    create: '作成',
    update: '変更',
    delete: '削除',
    close: '締切',
    pay: '支払い記録',
    defer: '納付猶予',
    lift: '解除',
    revoke: '取消',
    approve: '承認',
    suspend: '保留',
    recover: '再開',
    unlock: 'タスクのロック解除',
  },
};

export const CHANGE_LOG_TEXTS: Record<Language, ChangeLogTexts> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
};

export function useChangeLogTexts(): ChangeLogTexts {
  return CHANGE_LOG_TEXTS[useViewStore((s) => s.language)];
}
