import type { Language } from '@campus/contract';

/**
 * The designer's own sentences (shape reasons, problems, lock reasons, route notes) in the four
 * languages; `{name}` placeholders are filled by `say`.
 */
const T = {
  // Why a process is not a chain
  notChainParallel: {
    'zh-CN': '流程含并行分支，请以 BPMN 文件编辑',
    'zh-TW': '流程含並行分支，請以 BPMN 檔案編輯',
    'en-US': 'The process has parallel branches: edit it as a BPMN file',
    'ja-JP': 'プロセスに並列分岐があります。BPMN ファイルとして編集してください',
  },
  notChainBranch: {
    'zh-CN': '{element} 处的分支不是“满足条件才经过的步骤”，请以 BPMN 文件编辑',
    'zh-TW': '{element} 處的分支不是「滿足條件才經過的步驟」，請以 BPMN 檔案編輯',
    'en-US': 'The branch at {element} is not a step that applies under conditions: edit it as a BPMN file',
    'ja-JP': '{element} の分岐は条件付きステップではありません。BPMN ファイルとして編集してください',
  },
  notChainCondition: {
    'zh-CN': '{element} 的条件超出设计器可表达的范围，请以 BPMN 文件编辑',
    'zh-TW': '{element} 的條件超出設計器可表達的範圍，請以 BPMN 檔案編輯',
    'en-US': 'The condition of {element} is more than the designer can express: edit it as a BPMN file',
    'ja-JP': '{element} の条件はデザイナーで表せません。BPMN ファイルとして編集してください',
  },
  notChainVote: {
    'zh-CN': '{element} 是“任一人同意即通过”的会签，请以 BPMN 文件编辑',
    'zh-TW': '{element} 是「任一人同意即通過」的會簽，請以 BPMN 檔案編輯',
    'en-US': '{element} is a countersign that one vote decides: edit it as a BPMN file',
    'ja-JP': '{element} は一票で決まる合議です。BPMN ファイルとして編集してください',
  },
  notChainSubject: {
    'zh-CN': '{element} 有自己的标题模板，请以 BPMN 文件编辑',
    'zh-TW': '{element} 有自己的標題範本，請以 BPMN 檔案編輯',
    'en-US': '{element} has its own subject template: edit it as a BPMN file',
    'ja-JP': '{element} に独自の件名テンプレートがあります。BPMN ファイルとして編集してください',
  },
  notChainLoop: {
    'zh-CN': '流程在 {element} 处回到前面的步骤，请以 BPMN 文件编辑',
    'zh-TW': '流程在 {element} 處回到前面的步驟，請以 BPMN 檔案編輯',
    'en-US': 'The process loops back at {element}: edit it as a BPMN file',
    'ja-JP': '{element} で前のステップに戻ります。BPMN ファイルとして編集してください',
  },
  notChainInvalid: {
    'zh-CN': '当前版本无法读取：{reason}',
    'zh-TW': '目前版本無法讀取：{reason}',
    'en-US': 'The current version cannot be read: {reason}',
    'ja-JP': '現在のバージョンを読み込めません：{reason}',
  },
  // Problems of a draft
  duplicateStep: {
    'zh-CN': '步骤编号 {element} 重复',
    'zh-TW': '步驟編號 {element} 重複',
    'en-US': 'The step key {element} is used twice',
    'ja-JP': 'ステップキー {element} が重複しています',
  },
  duplicateField: {
    'zh-CN': '字段 {element} 重复',
    'zh-TW': '欄位 {element} 重複',
    'en-US': 'The field {element} is listed twice',
    'ja-JP': '項目 {element} が重複しています',
  },
  conditionUnknownField: {
    'zh-CN': '步骤“{step}”的条件引用了不存在的字段 {element}',
    'zh-TW': '步驟「{step}」的條件引用了不存在的欄位 {element}',
    'en-US': 'The condition of step "{step}" reads {element}, which is not a field',
    'ja-JP': 'ステップ「{step}」の条件が存在しない項目 {element} を参照しています',
  },
  conditionHiddenField: {
    'zh-CN': '步骤“{step}”的条件引用的字段 {element} 在申请页隐藏，无法填写',
    'zh-TW': '步驟「{step}」的條件引用的欄位 {element} 在申請頁隱藏，無法填寫',
    'en-US': 'The condition of step "{step}" reads {element}, which is hidden on the application',
    'ja-JP': 'ステップ「{step}」の条件が申請画面で非表示の項目 {element} を参照しています',
  },
  conditionValue: {
    'zh-CN': '步骤“{step}”的条件值不正确：{reason}',
    'zh-TW': '步驟「{step}」的條件值不正確：{reason}',
    'en-US': 'A condition value of step "{step}" is wrong: {reason}',
    'ja-JP': 'ステップ「{step}」の条件値が正しくありません：{reason}',
  },
  shareNeedsPercent: {
    'zh-CN': '步骤“{step}”按比例通过，请填写同意比例',
    'zh-TW': '步驟「{step}」按比例通過，請填寫同意比例',
    'en-US': 'Step "{step}" decides by a share: give the share that must agree',
    'ja-JP': 'ステップ「{step}」は割合で決まります。承認の割合を入力してください',
  },
  remindAfterDeadline: {
    'zh-CN': '步骤“{step}”的提前提醒不能超过处理时限',
    'zh-TW': '步驟「{step}」的提前提醒不能超過處理時限',
    'en-US': 'Step "{step}" reminds earlier than its deadline allows',
    'ja-JP': 'ステップ「{step}」の事前通知が処理期限を超えています',
  },
  copyToStarter: {
    'zh-CN': '步骤“{step}”的抄送不能包括申请人本人（申请人本来就能查看自己的申请）',
    'zh-TW': '步驟「{step}」的抄送不能包括申請人本人（申請人本來就能查看自己的申請）',
    'en-US': 'Step "{step}" cannot copy to the applicant: they already read their own request',
    'ja-JP': 'ステップ「{step}」のCCに申請者本人は指定できません（申請者は自分の申請を閲覧できます）',
  },
  stepUnknownField: {
    'zh-CN': '步骤“{step}”的字段权限引用了不存在的字段 {element}',
    'zh-TW': '步驟「{step}」的欄位權限引用了不存在的欄位 {element}',
    'en-US': 'The field rights of step "{step}" name {element}, which is not a field',
    'ja-JP': 'ステップ「{step}」の項目権限が存在しない項目 {element} を指しています',
  },
  fieldTypeNotAddable: {
    'zh-CN': '新字段 {element} 的类型 {type} 不能添加',
    'zh-TW': '新欄位 {element} 的類型 {type} 不能新增',
    'en-US': 'The new field {element} cannot be of type {type}',
    'ja-JP': '新しい項目 {element} に型 {type} は使えません',
  },
  lockedRemoved: {
    'zh-CN': '字段 {element} 不能删除：{reason}',
    'zh-TW': '欄位 {element} 不能刪除：{reason}',
    'en-US': 'The field {element} cannot be removed: {reason}',
    'ja-JP': '項目 {element} は削除できません：{reason}',
  },
  lockedRetyped: {
    'zh-CN': '字段 {element} 的类型和选项不能修改：{reason}',
    'zh-TW': '欄位 {element} 的類型和選項不能修改：{reason}',
    'en-US': 'The field {element} cannot change its type or options: {reason}',
    'ja-JP': '項目 {element} の型と選択肢は変更できません：{reason}',
  },
  lockedHidden: {
    'zh-CN': '字段 {element} 不能在申请页隐藏：{reason}',
    'zh-TW': '欄位 {element} 不能在申請頁隱藏：{reason}',
    'en-US': 'The field {element} cannot be hidden on the application: {reason}',
    'ja-JP': '項目 {element} は申請画面で非表示にできません：{reason}',
  },
  lockedOptional: {
    'zh-CN': '字段 {element} 必须保持必填：{reason}',
    'zh-TW': '欄位 {element} 必須保持必填：{reason}',
    'en-US': 'The field {element} must stay required: {reason}',
    'ja-JP': '項目 {element} は必須のままにしてください：{reason}',
  },
  formInvalid: {
    'zh-CN': '表单不正确：{reason}',
    'zh-TW': '表單不正確：{reason}',
    'en-US': 'The form is wrong: {reason}',
    'ja-JP': 'フォームが正しくありません：{reason}',
  },
  keyMismatch: {
    'zh-CN': '文件中的流程编号 {element} 与 {key} 不一致',
    'zh-TW': '檔案中的流程編號 {element} 與 {key} 不一致',
    'en-US': 'The process id {element} in the file is not {key}',
    'ja-JP': 'ファイルのプロセス ID {element} が {key} と一致しません',
  },
  unsupported: {
    'zh-CN': '不支持的元素 {type}',
    'zh-TW': '不支援的元素 {type}',
    'en-US': '{type} is not supported',
    'ja-JP': '{type} はサポートされていません',
  },
  // Lock reasons
  lockColumn: {
    'zh-CN': '列表列“{label}”读取它',
    'zh-TW': '列表欄「{label}」讀取它',
    'en-US': 'the list column "{label}" shows it',
    'ja-JP': '一覧の列「{label}」が表示します',
  },
  lockRecord: {
    'zh-CN': '系统从学生档案填写它',
    'zh-TW': '系統從學生檔案填寫它',
    'en-US': "the system fills it from the student's record",
    'ja-JP': '学生の記録から自動入力されます',
  },
  lockPrefill: {
    'zh-CN': '申请时自动预填',
    'zh-TW': '申請時自動預填',
    'en-US': 'it is prefilled when applying',
    'ja-JP': '申請時に自動入力されます',
  },
  lockCollective: {
    'zh-CN': '它指明申请的集体',
    'zh-TW': '它指明申請的集體',
    'en-US': 'it names the collective that applies',
    'ja-JP': '申請する団体を示します',
  },
  lockSubject: {
    'zh-CN': '申请标题引用它',
    'zh-TW': '申請標題引用它',
    'en-US': "the request's subject shows it",
    'ja-JP': '申請の件名に使われます',
  },
  lockComputed: {
    'zh-CN': '计算字段“{label}”由它算出',
    'zh-TW': '計算欄位「{label}」由它算出',
    'en-US': 'the computed field "{label}" is worked out from it',
    'ja-JP': '計算項目「{label}」の元になります',
  },
  lockPolicy: {
    'zh-CN': '模块的{policy}规则读取它',
    'zh-TW': '模組的{policy}規則讀取它',
    'en-US': "the module's {policy} rules read it",
    'ja-JP': 'モジュールの{policy}ルールが参照します',
  },
  // Route notes
  skipped: {
    'zh-CN': '条件不满足，跳过',
    'zh-TW': '條件不滿足，略過',
    'en-US': 'Skipped: its conditions do not hold',
    'ja-JP': '条件を満たさないためスキップ',
  },
  nobody: {
    'zh-CN': '找不到审批人，申请将无法提交',
    'zh-TW': '找不到審批人，申請將無法提交',
    'en-US': 'Nobody is found to approve: the request could not be submitted',
    'ja-JP': '承認者が見つかりません。申請を提出できません',
  },
  notMember: {
    'zh-CN': '不是本校成员',
    'zh-TW': '不是本校成員',
    'en-US': 'is not a member of this school',
    'ja-JP': 'この学校のメンバーではありません',
  },
} satisfies Record<string, Record<Language, string>>;

export type TextKey = keyof typeof T;

export function say(lang: Language, key: TextKey, params: Record<string, string | number> = {}): string {
  return T[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** Policies' names, for lock reasons. */
export const POLICY_NAMES: Record<string, Record<Language, string>> = {
  eligibility: { 'zh-CN': '申请条件', 'zh-TW': '申請條件', 'en-US': 'eligibility', 'ja-JP': '申請資格' },
  quota: { 'zh-CN': '名额', 'zh-TW': '名額', 'en-US': 'quota', 'ja-JP': '定員' },
  outcome: { 'zh-CN': '评定结果', 'zh-TW': '評定結果', 'en-US': 'outcome', 'ja-JP': '結果' },
  payout: { 'zh-CN': '发放', 'zh-TW': '發放', 'en-US': 'payout', 'ja-JP': '支給' },
  code: { 'zh-CN': '业务', 'zh-TW': '業務', 'en-US': 'own', 'ja-JP': '業務' },
};
