import type { ChangeAction, ChangeKind } from '@campus/contract/api/affairs/change-log';
import { texts, type Texts } from '../group-refusal.js';

/** The change log's words in the export, in the four languages. */
export const KIND_TEXTS: Record<ChangeKind, Texts> = {
  setting: texts('设置', '設定', 'Setting', '設定'),
  batch: texts('批次', '批次', 'Batch', 'バッチ'),
  quota: texts('名额', '名額', 'Quota', '枠'),
  bill: texts('账单', '帳單', 'Bill', '請求書'),
  payment: texts('缴费', '繳費', 'Payment', '支払い'),
  sanction: texts('处分', '處分', 'Sanction', '処分'),
  score: texts('测评成绩', '測評成績', 'Evaluation score', '評価点'),
  student: texts('学生信息', '學生資訊', 'Student information', '学生情報'),
  staff: texts('教职工信息', '教職員資訊', 'Staff information', '教職員情報'),
  org: texts('组织机构', '組織機構', 'Organisation', '組織'),
  role: texts('角色', '角色', 'Role', 'ロール'),
  dorm: texts('宿舍床位', '宿舍床位', 'Dormitory beds', '寮のベッド'),
  syncClient: texts('同步客户端', '同步用戶端', 'Sync client', '同期クライアント'),
  request: texts('流程申请', '流程申請', 'Workflow request', 'ワークフロー申請'),
  process: texts('审批流程', '審批流程', 'Approval process', '承認プロセス'),
};

export const ACTION_TEXTS: Record<ChangeAction, Texts> = {
  create: texts('新增', '新增', 'Created', '作成'),
  update: texts('修改', '修改', 'Changed', '変更'),
  delete: texts('删除', '刪除', 'Deleted', '削除'),
  close: texts('关闭', '關閉', 'Closed', '締切'),
  pay: texts('登记缴费', '登記繳費', 'Payment recorded', '支払い記録'),
  defer: texts('缓缴', '緩繳', 'Deferred', '納付猶予'),
  lift: texts('解除', '解除', 'Lifted', '解除'),
  revoke: texts('撤销', '撤銷', 'Revoked', '取消'),
  approve: texts('审核通过', '審核通過', 'Approved', '承認'),
  suspend: texts('挂起', '掛起', 'Suspended', '保留'),
  recover: texts('恢复', '恢復', 'Recovered', '再開'),
  unlock: texts('解锁任务', '解鎖任務', 'Task unlocked', 'タスクのロック解除'),
};

export const COLUMN_TEXTS = {
  at: texts('时间', '時間', 'When', '日時'),
  actor: texts('操作人', '操作人', 'Who', '操作者'),
  ip: texts('IP 地址', 'IP 位址', 'IP address', 'IP アドレス'),
  client: texts('客户端', '用戶端', 'Client', 'クライアント'),
  kind: texts('对象类型', '對象類型', 'Kind', '対象の種類'),
  object: texts('对象', '對象', 'Object', '対象'),
  action: texts('操作', '操作', 'Action', '操作'),
  changes: texts(
    '变更内容（原值 → 新值）',
    '變更內容（原值 → 新值）',
    'Changes (before → after)',
    '変更内容（変更前 → 変更後）',
  ),
  title: texts('变更记录', '變更記錄', 'Change log', '変更履歴'),
} satisfies Record<string, Texts>;
