import type { Language } from '@campus/contract';
import type { DesignerRelation } from '@campus/contract/api/admin/designer-model';
import { useViewStore } from '../../../stores/view';
import type { ApproverWords } from './draft';

type Tab = 'chain' | 'form' | 'diagram' | 'preview' | 'versions' | 'upload';
type Origin = 'designer' | 'upload' | 'restore' | 'seed' | 'deploy';

/** The chain designer's words, one table per language. */
export interface DesignerTexts {
  intro: string;
  empty: string;
  process: string;
  group: string;
  version: string;
  publishedAt: string;
  shape: string;
  shapes: { chain: string; other: string };
  back: string;
  tabs: Record<Tab, string>;
  otherShape: string;
  unsaved: string;
  leaveConfirm: string;
  // steps
  step: (n: number) => string;
  stepName: string;
  otherLanguages: string;
  moveUp: string;
  moveDown: string;
  addStep: string;
  newStepName: string;
  removeStep: string;
  removeStepConfirm: (name: string) => string;
  approvers: string;
  copyTo: string;
  copyToNone: string;
  addApprover: string;
  approverKind: string;
  approverKinds: { relation: string; role: string; user: string; org: string; starter: string };
  scope: string;
  removeApprover: (who: string) => string;
  words: ApproverWords;
  relations: Record<DesignerRelation, string>;
  mode: string;
  modes: { any: string; all: string; share: string };
  sharePercent: string;
  sequential: string;
  when: string;
  always: string;
  addCondition: string;
  removeCondition: string;
  conditionField: string;
  operator: string;
  operators: Record<string, string>;
  value: string;
  yes: string;
  no: string;
  starterGroup: string;
  formGroup: string;
  deadline: string;
  deadlineOn: string;
  hours: string;
  remindHours: string;
  fieldRights: string;
  access: { edit: string; read: string; hidden: string };
  field: string;
  problems: string;
  noProblems: string;
  checking: string;
  // form
  fields: string;
  type: string;
  required: string;
  hiddenOnStart: string;
  locked: string;
  removeField: string;
  removeFieldConfirm: (name: string) => string;
  addField: string;
  fieldKey: string;
  fieldLabel: string;
  options: string;
  optionsHint: string;
  fieldProblems: { key: string; taken: string; label: string; options: string };
  fieldTypes: Record<string, string>;
  // preview
  applicant: string;
  applicantHint: string;
  from: string;
  to: string;
  showRoute: string;
  route: string;
  applies: string;
  skipped: string;
  noInputs: string;
  // publish
  note: string;
  noteHint: string;
  publish: string;
  published: (version: number) => string;
  publishFailed: string;
  stale: (version: number) => string;
  reload: string;
  // versions
  main: string;
  by: string;
  origin: string;
  origins: Record<Origin, string>;
  comment: string;
  running: string;
  restore: string;
  restoreConfirm: (version: number, dirty: boolean) => string;
  restored: (version: number) => string;
  // upload
  uploadIntro: string;
  chooseFile: string;
  check: string;
  accepted: string;
  refused: string;
  element: string;
  uploadPublish: string;
  fileKey: (key: string | null) => string;
  confirm: string;
  cancel: string;
}

const FIELD_TYPES_ZH = {
  text: '单行文本',
  textarea: '多行文本',
  number: '数字',
  integer: '整数',
  money: '金额',
  date: '日期',
  select: '下拉选择',
  radio: '单选',
  checkbox: '多选',
  switch: '开关',
  phone: '手机号',
  email: '邮箱',
  upload: '附件',
  image: '图片',
  dateRange: '日期范围',
  computed: '计算值',
};

const zhCN: DesignerTexts = {
  intro:
    '本校的审批流程：按顺序排列审批步骤，设置审批人、适用条件、抄送和时限，调整表单，预览路线后发布为新版本；进行中的申请按原版本办完。',
  empty: '本校还没有审批流程',
  process: '流程',
  group: '所属模块',
  version: '版本',
  publishedAt: '发布时间',
  shape: '形态',
  shapes: { chain: '审批链', other: '其他（以 BPMN 文件编辑）' },
  back: '返回流程列表',
  tabs: {
    chain: '审批链',
    form: '表单',
    diagram: '流程图',
    preview: '预览',
    versions: '版本',
    upload: '上传 BPMN',
  },
  otherShape: '此流程不是一条审批链，不能在设计器中编辑：',
  unsaved: '有未发布的修改',
  leaveConfirm: '有未发布的修改，离开后将丢失。确定离开？',
  step: (n) => `第 ${n} 步`,
  stepName: '步骤名称',
  otherLanguages: '其他语言',
  moveUp: '上移',
  moveDown: '下移',
  addStep: '添加步骤',
  newStepName: '新步骤',
  removeStep: '删除步骤',
  removeStepConfirm: (name) => `确定删除步骤“${name}”？`,
  approvers: '审批人',
  copyTo: '抄送',
  copyToNone: '不抄送',
  addApprover: '添加',
  approverKind: '类型',
  approverKinds: {
    relation: '申请人的关系人',
    role: '角色',
    user: '指定人员',
    org: '部门',
    starter: '申请人本人',
  },
  scope: '范围',
  removeApprover: (who) => `移除 ${who}`,
  words: {
    relations: {},
    scopes: { school: '全校', college: '本学院', class: '本班' },
    role: (name, scope) => `${name}（${scope}）`,
    position: (name, scope) => `职务 ${name}（${scope}）`,
    person: (name) => name,
    org: (name) => `${name}全体`,
    starter: '申请人本人',
    lookup: (name) => `模块规则 ${name}`,
  },
  relations: {
    counsellor: '辅导员',
    classTeacher: '班主任',
    classMonitor: '班长',
    collegeAffairs: '学院学工人员',
    office: '学生工作处',
  },
  mode: '审批方式',
  modes: { any: '任一人同意', all: '全部同意（会签）', share: '按比例同意' },
  sharePercent: '同意比例（%）',
  sequential: '依次审批',
  when: '适用条件',
  always: '始终适用',
  addCondition: '添加条件',
  removeCondition: '删除条件',
  conditionField: '字段',
  operator: '比较',
  operators: {
    '>': '大于',
    '>=': '不小于',
    '<': '小于',
    '<=': '不大于',
    '==': '等于',
    '!=': '不等于',
    in: '属于',
    notIn: '不属于',
  },
  value: '值',
  yes: '是',
  no: '否',
  starterGroup: '申请人信息',
  formGroup: '表单字段',
  deadline: '处理时限',
  deadlineOn: '设置时限',
  hours: '时限（小时）',
  remindHours: '提前提醒（小时）',
  fieldRights: '字段权限',
  access: { edit: '可编辑', read: '只读', hidden: '隐藏' },
  field: '字段',
  problems: '发现的问题',
  noProblems: '未发现问题，可以发布',
  checking: '正在检查…',
  fields: '表单字段',
  type: '类型',
  required: '必填',
  hiddenOnStart: '申请时隐藏',
  locked: '已锁定',
  removeField: '删除字段',
  removeFieldConfirm: (name) => `确定删除字段“${name}”？相关的条件和权限也会删除。`,
  addField: '添加字段',
  fieldKey: '字段编号',
  fieldLabel: '字段名称',
  options: '选项',
  optionsHint: '每行一个选项',
  fieldProblems: {
    key: '字段编号须以字母开头，只含字母、数字和下划线',
    taken: '字段编号已被使用',
    label: '请填写字段名称',
    options: '请填写至少一个选项',
  },
  fieldTypes: FIELD_TYPES_ZH,
  applicant: '申请人学号',
  applicantHint: '例如 202411102',
  from: '开始日期',
  to: '结束日期',
  showRoute: '预览路线',
  route: '审批路线',
  applies: '经过',
  skipped: '跳过',
  noInputs: '没有条件读取表单字段，路线只取决于申请人。',
  note: '版本说明',
  noteHint: '例如：超过3天的请假需学院审批',
  publish: '发布',
  published: (version) => `已发布为第 ${version} 版`,
  publishFailed: '发布未成功，修改仍保留在此页面。',
  stale: (version) => `其他人已发布了第 ${version} 版，此草稿基于较早的版本。请重新载入后再修改。`,
  reload: '重新载入',
  main: '当前版本',
  by: '发布人',
  origin: '来源',
  origins: { designer: '设计器', upload: '上传文件', restore: '恢复', seed: '初始', deploy: '部署' },
  comment: '说明',
  running: '进行中的申请',
  restore: '恢复此版本',
  restoreConfirm: (version, dirty) =>
    `将以第 ${version} 版的审批链和表单发布一个新版本。${dirty ? '当前未发布的修改将丢失。' : ''}确定恢复？`,
  restored: (version) => `已恢复，当前为第 ${version} 版`,
  uploadIntro:
    '上传在 Camunda 或 bpmn.io 等建模工具中绘制的 BPMN 文件：先检查，列出本系统不支持的元素，无问题后才能发布。表单保持不变。',
  chooseFile: '选择 BPMN 文件',
  check: '检查',
  accepted: '文件可以发布',
  refused: '文件有以下问题，不能发布',
  element: '元素',
  uploadPublish: '发布此文件',
  fileKey: (key) => `文件中的流程编号：${key ?? '无'}`,
  confirm: '确定',
  cancel: '取消',
};
zhCN.words.relations = zhCN.relations;

const zhTW: DesignerTexts = {
  ...zhCN,
  intro:
    '本校的審批流程：依序排列審批步驟，設定審批人、適用條件、副本和時限，調整表單，預覽路線後發布為新版本；進行中的申請依原版本辦完。',
  empty: '本校還沒有審批流程',
  group: '所屬模組',
  publishedAt: '發布時間',
  shape: '形態',
  shapes: { chain: '審批鏈', other: '其他（以 BPMN 檔案編輯）' },
  back: '返回流程列表',
  tabs: {
    chain: '審批鏈',
    form: '表單',
    diagram: '流程圖',
    preview: '預覽',
    versions: '版本',
    upload: '上傳 BPMN',
  },
  otherShape: '此流程不是一條審批鏈，不能在設計器中編輯：',
  unsaved: '有未發布的修改',
  leaveConfirm: '有未發布的修改，離開後將遺失。確定離開？',
  step: (n) => `第 ${n} 步`,
  stepName: '步驟名稱',
  otherLanguages: '其他語言',
  moveUp: '上移',
  moveDown: '下移',
  addStep: '新增步驟',
  newStepName: '新步驟',
  removeStep: '刪除步驟',
  removeStepConfirm: (name) => `確定刪除步驟「${name}」？`,
  approvers: '審批人',
  copyTo: '副本',
  copyToNone: '不發副本',
  addApprover: '新增',
  approverKind: '類型',
  approverKinds: {
    relation: '申請人的關係人',
    role: '角色',
    user: '指定人員',
    org: '部門',
    starter: '申請人本人',
  },
  scope: '範圍',
  removeApprover: (who) => `移除 ${who}`,
  words: {
    relations: {},
    scopes: { school: '全校', college: '本學院', class: '本班' },
    role: (name, scope) => `${name}（${scope}）`,
    position: (name, scope) => `職務 ${name}（${scope}）`,
    person: (name) => name,
    org: (name) => `${name}全體`,
    starter: '申請人本人',
    lookup: (name) => `模組規則 ${name}`,
  },
  relations: {
    counsellor: '輔導員',
    classTeacher: '班導師',
    classMonitor: '班長',
    collegeAffairs: '學院學務人員',
    office: '學生事務處',
  },
  mode: '審批方式',
  modes: { any: '任一人同意', all: '全部同意（會簽）', share: '依比例同意' },
  sharePercent: '同意比例（%）',
  sequential: '依序審批',
  when: '適用條件',
  always: '一律適用',
  addCondition: '新增條件',
  removeCondition: '刪除條件',
  conditionField: '欄位',
  operator: '比較',
  operators: {
    '>': '大於',
    '>=': '不小於',
    '<': '小於',
    '<=': '不大於',
    '==': '等於',
    '!=': '不等於',
    in: '屬於',
    notIn: '不屬於',
  },
  value: '值',
  starterGroup: '申請人資訊',
  formGroup: '表單欄位',
  deadline: '處理時限',
  deadlineOn: '設定時限',
  hours: '時限（小時）',
  remindHours: '提前提醒（小時）',
  fieldRights: '欄位權限',
  access: { edit: '可編輯', read: '唯讀', hidden: '隱藏' },
  field: '欄位',
  problems: '發現的問題',
  noProblems: '未發現問題，可以發布',
  checking: '正在檢查…',
  fields: '表單欄位',
  type: '類型',
  required: '必填',
  hiddenOnStart: '申請時隱藏',
  locked: '已鎖定',
  removeField: '刪除欄位',
  removeFieldConfirm: (name) => `確定刪除欄位「${name}」？相關的條件和權限也會刪除。`,
  addField: '新增欄位',
  fieldKey: '欄位編號',
  fieldLabel: '欄位名稱',
  options: '選項',
  optionsHint: '每行一個選項',
  fieldProblems: {
    key: '欄位編號須以字母開頭，只含字母、數字和底線',
    taken: '欄位編號已被使用',
    label: '請填寫欄位名稱',
    options: '請填寫至少一個選項',
  },
  fieldTypes: {
    ...FIELD_TYPES_ZH,
    text: '單行文字',
    textarea: '多行文字',
    number: '數字',
    integer: '整數',
    money: '金額',
    select: '下拉選擇',
    radio: '單選',
    checkbox: '多選',
    switch: '開關',
    phone: '手機號碼',
    email: '電子郵件',
    upload: '附件',
    image: '圖片',
    dateRange: '日期範圍',
    computed: '計算值',
  },
  applicant: '申請人學號',
  applicantHint: '例如 202411102',
  from: '開始日期',
  to: '結束日期',
  showRoute: '預覽路線',
  route: '審批路線',
  applies: '經過',
  skipped: '略過',
  noInputs: '沒有條件讀取表單欄位，路線只取決於申請人。',
  note: '版本說明',
  noteHint: '例如：超過3天的請假需學院審批',
  publish: '發布',
  published: (version) => `已發布為第 ${version} 版`,
  publishFailed: '發布未成功，修改仍保留在此頁面。',
  stale: (version) => `其他人已發布了第 ${version} 版，此草稿基於較早的版本。請重新載入後再修改。`,
  reload: '重新載入',
  main: '目前版本',
  by: '發布人',
  origin: '來源',
  origins: { designer: '設計器', upload: '上傳檔案', restore: '還原', seed: '初始', deploy: '部署' },
  comment: '說明',
  running: '進行中的申請',
  restore: '還原此版本',
  restoreConfirm: (version, dirty) =>
    `將以第 ${version} 版的審批鏈和表單發布一個新版本。${dirty ? '目前未發布的修改將遺失。' : ''}確定還原？`,
  restored: (version) => `已還原，目前為第 ${version} 版`,
  uploadIntro:
    '上傳在 Camunda 或 bpmn.io 等建模工具中繪製的 BPMN 檔案：先檢查，列出本系統不支援的元素，無問題後才能發布。表單保持不變。',
  chooseFile: '選擇 BPMN 檔案',
  check: '檢查',
  accepted: '檔案可以發布',
  refused: '檔案有以下問題，不能發布',
  element: '元素',
  uploadPublish: '發布此檔案',
  fileKey: (key) => `檔案中的流程編號：${key ?? '無'}`,
  confirm: '確定',
  cancel: '取消',
};
zhTW.words.relations = zhTW.relations;

const enUS: DesignerTexts = {
  intro:
    "The school's approval processes: the steps in order with who approves, when each applies, copies and deadlines; the form; a preview of the route; then publish as a new version (running requests finish on theirs).",
  empty: 'The school has no approval processes yet',
  process: 'Process',
  group: 'Module',
  version: 'Version',
  publishedAt: 'Published',
  shape: 'Shape',
  shapes: { chain: 'Approval chain', other: 'Other (edited as a BPMN file)' },
  back: 'Back to the processes',
  tabs: {
    chain: 'Chain',
    form: 'Form',
    diagram: 'Diagram',
    preview: 'Preview',
    versions: 'Versions',
    upload: 'Upload BPMN',
  },
  otherShape: 'This process is not a chain of steps, so the designer cannot edit it:',
  unsaved: 'Unpublished changes',
  leaveConfirm: 'You have unpublished changes; they are lost if you leave. Leave anyway?',
  step: (n) => `Step ${n}`,
  stepName: 'Step name',
  otherLanguages: 'Other languages',
  moveUp: 'Move up',
  moveDown: 'Move down',
  addStep: 'Add a step',
  newStepName: 'New step',
  removeStep: 'Remove step',
  removeStepConfirm: (name) => `Remove the step “${name}”?`,
  approvers: 'Approvers',
  copyTo: 'Copy to',
  copyToNone: 'No copies',
  addApprover: 'Add',
  approverKind: 'Kind',
  approverKinds: {
    relation: "Applicant's relation",
    role: 'Role',
    user: 'Named person',
    org: 'Office or unit',
    starter: 'The applicant',
  },
  scope: 'Scope',
  removeApprover: (who) => `Remove ${who}`,
  words: {
    relations: {},
    scopes: { school: 'whole school', college: "applicant's college", class: "applicant's class" },
    role: (name, scope) => `${name} (${scope})`,
    position: (name, scope) => `Position ${name} (${scope})`,
    person: (name) => name,
    org: (name) => `Everyone in ${name}`,
    starter: 'The applicant',
    lookup: (name) => `Module rule ${name}`,
  },
  relations: {
    counsellor: 'Counsellor',
    classTeacher: 'Class teacher',
    classMonitor: 'Class monitor',
    collegeAffairs: "College's student-affairs staff",
    office: 'Student affairs office',
  },
  mode: 'Approval mode',
  modes: { any: 'Any one agrees', all: 'All agree (countersign)', share: 'A share agrees' },
  sharePercent: 'Share that must agree (%)',
  sequential: 'One after another',
  when: 'Applies when',
  always: 'Always applies',
  addCondition: 'Add a condition',
  removeCondition: 'Remove condition',
  conditionField: 'Field',
  operator: 'Comparison',
  operators: {
    '>': 'more than',
    '>=': 'at least',
    '<': 'less than',
    '<=': 'at most',
    '==': 'is',
    '!=': 'is not',
    in: 'is one of',
    notIn: 'is none of',
  },
  value: 'Value',
  yes: 'Yes',
  no: 'No',
  starterGroup: 'The applicant',
  formGroup: 'Form fields',
  deadline: 'Deadline',
  deadlineOn: 'Set a deadline',
  hours: 'Hours',
  remindHours: 'Remind before (hours)',
  fieldRights: 'Field rights',
  access: { edit: 'Edit', read: 'Read', hidden: 'Hidden' },
  field: 'Field',
  problems: 'Problems found',
  noProblems: 'No problems: it can be published',
  checking: 'Checking…',
  fields: 'Form fields',
  type: 'Type',
  required: 'Required',
  hiddenOnStart: 'Hidden when applying',
  locked: 'Locked',
  removeField: 'Remove field',
  removeFieldConfirm: (name) => `Remove the field “${name}”? Its conditions and rights go with it.`,
  addField: 'Add a field',
  fieldKey: 'Field key',
  fieldLabel: 'Field name',
  options: 'Options',
  optionsHint: 'One option a line',
  fieldProblems: {
    key: 'A field key starts with a letter and has only letters, digits and underscores',
    taken: 'That field key is taken',
    label: 'Give the field a name',
    options: 'Give at least one option',
  },
  fieldTypes: {
    text: 'Text',
    textarea: 'Long text',
    number: 'Number',
    integer: 'Whole number',
    money: 'Amount',
    date: 'Date',
    select: 'Drop-down',
    radio: 'Single choice',
    checkbox: 'Multiple choice',
    switch: 'Switch',
    phone: 'Phone',
    email: 'Email',
    upload: 'Attachment',
    image: 'Image',
    dateRange: 'Date range',
    computed: 'Computed',
  },
  applicant: "Applicant's student number",
  applicantHint: 'e.g. 202411102',
  from: 'From',
  to: 'To',
  showRoute: 'Preview the route',
  route: 'Route',
  applies: 'Reached',
  skipped: 'Skipped',
  noInputs: 'No condition reads the form: the route depends only on the applicant.',
  note: 'Version note',
  noteHint: 'e.g. leave over 3 days goes to the college',
  publish: 'Publish',
  published: (version) => `Published as version ${version}`,
  publishFailed: 'Not published; your changes are still here.',
  stale: (version) =>
    `Someone else published version ${version}; this draft was made from an earlier one. Reload before changing it.`,
  reload: 'Reload',
  main: 'Current',
  by: 'By',
  origin: 'Origin',
  origins: {
    designer: 'Designer',
    upload: 'Uploaded file',
    restore: 'Restored',
    seed: 'Initial',
    deploy: 'Deployed',
  },
  comment: 'Note',
  running: 'Running requests',
  restore: 'Restore this version',
  restoreConfirm: (version, dirty) =>
    `Publish a new version with version ${version}'s chain and form?${dirty ? ' Your unpublished changes will be lost.' : ''}`,
  restored: (version) => `Restored: now version ${version}`,
  uploadIntro:
    'Upload a BPMN file drawn in a modeler such as Camunda or bpmn.io: it is checked first, every element we do not run is listed, and it can be published only without problems. The form stays as it is.',
  chooseFile: 'Choose a BPMN file',
  check: 'Check',
  accepted: 'The file can be published',
  refused: 'The file has these problems and cannot be published',
  element: 'Element',
  uploadPublish: 'Publish this file',
  fileKey: (key) => `Process key in the file: ${key ?? 'none'}`,
  confirm: 'OK',
  cancel: 'Cancel',
};
enUS.words.relations = enUS.relations;

const jaJP: DesignerTexts = {
  ...enUS,
  intro:
    '本校の承認プロセス：承認ステップの順序、承認者、適用条件、CC、期限、フォームを設定し、経路をプレビューして新しいバージョンとして公開します（進行中の申請は元のバージョンで完了します）。',
  empty: '本校にはまだ承認プロセスがありません',
  process: 'プロセス',
  group: 'モジュール',
  version: 'バージョン',
  publishedAt: '公開日時',
  shape: '形態',
  shapes: { chain: '承認チェーン', other: 'その他（BPMN ファイルで編集）' },
  back: 'プロセス一覧へ戻る',
  tabs: {
    chain: 'チェーン',
    form: 'フォーム',
    diagram: 'フロー図',
    preview: 'プレビュー',
    versions: 'バージョン',
    upload: 'BPMN アップロード',
  },
  otherShape: 'このプロセスは承認チェーンではないため、デザイナーでは編集できません：',
  unsaved: '未公開の変更があります',
  leaveConfirm: '未公開の変更があります。離れると失われます。よろしいですか？',
  step: (n) => `ステップ ${n}`,
  stepName: 'ステップ名',
  otherLanguages: 'ほかの言語',
  moveUp: '上へ',
  moveDown: '下へ',
  addStep: 'ステップを追加',
  newStepName: '新しいステップ',
  removeStep: 'ステップを削除',
  removeStepConfirm: (name) => `ステップ「${name}」を削除しますか？`,
  approvers: '承認者',
  copyTo: 'CC',
  copyToNone: 'CC なし',
  addApprover: '追加',
  approverKind: '種類',
  approverKinds: {
    relation: '申請者の関係者',
    role: 'ロール',
    user: '指定の人',
    org: '部署',
    starter: '申請者本人',
  },
  scope: '範囲',
  removeApprover: (who) => `${who} を外す`,
  words: {
    relations: {},
    scopes: { school: '全学', college: '申請者の学部', class: '申請者のクラス' },
    role: (name, scope) => `${name}（${scope}）`,
    position: (name, scope) => `職位 ${name}（${scope}）`,
    person: (name) => name,
    org: (name) => `${name}の全員`,
    starter: '申請者本人',
    lookup: (name) => `モジュールの規則 ${name}`,
  },
  relations: {
    counsellor: 'カウンセラー',
    classTeacher: 'クラス担任',
    classMonitor: 'クラス委員',
    collegeAffairs: '学部の学生担当',
    office: '学生課',
  },
  mode: '承認方式',
  modes: { any: '誰か一人が承認', all: '全員が承認', share: '一定の割合が承認' },
  sharePercent: '承認の割合（%）',
  sequential: '順番に承認',
  when: '適用条件',
  always: '常に適用',
  addCondition: '条件を追加',
  removeCondition: '条件を削除',
  conditionField: '項目',
  operator: '比較',
  operators: {
    '>': 'より大きい',
    '>=': '以上',
    '<': 'より小さい',
    '<=': '以下',
    '==': '等しい',
    '!=': '等しくない',
    in: 'いずれか',
    notIn: 'いずれでもない',
  },
  value: '値',
  yes: 'はい',
  no: 'いいえ',
  starterGroup: '申請者の情報',
  formGroup: 'フォーム項目',
  deadline: '処理期限',
  deadlineOn: '期限を設定',
  hours: '期限（時間）',
  remindHours: '事前通知（時間）',
  fieldRights: '項目の権限',
  access: { edit: '編集可', read: '閲覧のみ', hidden: '非表示' },
  field: '項目',
  problems: '見つかった問題',
  noProblems: '問題はありません。公開できます',
  checking: '確認中…',
  fields: 'フォーム項目',
  type: '種類',
  required: '必須',
  hiddenOnStart: '申請時に非表示',
  locked: 'ロック',
  removeField: '項目を削除',
  removeFieldConfirm: (name) => `項目「${name}」を削除しますか？関係する条件と権限も削除されます。`,
  addField: '項目を追加',
  fieldKey: '項目キー',
  fieldLabel: '項目名',
  options: '選択肢',
  optionsHint: '1 行に 1 つ',
  fieldProblems: {
    key: '項目キーは英字で始め、英数字と下線のみ使えます',
    taken: 'この項目キーは使われています',
    label: '項目名を入力してください',
    options: '選択肢を 1 つ以上入力してください',
  },
  fieldTypes: {
    text: 'テキスト',
    textarea: '長文',
    number: '数値',
    integer: '整数',
    money: '金額',
    date: '日付',
    select: 'プルダウン',
    radio: '単一選択',
    checkbox: '複数選択',
    switch: 'スイッチ',
    phone: '電話',
    email: 'メール',
    upload: '添付',
    image: '画像',
    dateRange: '期間',
    computed: '計算値',
  },
  applicant: '申請者の学籍番号',
  applicantHint: '例 202411102',
  from: '開始日',
  to: '終了日',
  showRoute: '経路をプレビュー',
  route: '承認経路',
  applies: '経由',
  skipped: 'スキップ',
  noInputs: 'フォームを読む条件はありません。経路は申請者だけで決まります。',
  note: 'バージョンのメモ',
  noteHint: '例：3日を超える休暇は学部の承認が必要',
  publish: '公開',
  published: (version) => `バージョン ${version} として公開しました`,
  publishFailed: '公開できませんでした。変更はこの画面に残っています。',
  stale: (version) =>
    `ほかの人がバージョン ${version} を公開しました。この下書きは古いバージョンからのものです。再読み込みしてから変更してください。`,
  reload: '再読み込み',
  main: '現行',
  by: '公開者',
  origin: '由来',
  origins: {
    designer: 'デザイナー',
    upload: 'アップロード',
    restore: '復元',
    seed: '初期',
    deploy: 'デプロイ',
  },
  comment: 'メモ',
  running: '進行中の申請',
  restore: 'このバージョンに戻す',
  restoreConfirm: (version, dirty) =>
    `バージョン ${version} のチェーンとフォームで新しいバージョンを公開しますか？${dirty ? '未公開の変更は失われます。' : ''}`,
  restored: (version) => `復元しました。現在はバージョン ${version} です`,
  uploadIntro:
    'Camunda や bpmn.io などで作成した BPMN ファイルをアップロードします。まず確認し、対応していない要素を一覧にします。問題がなければ公開できます。フォームは変わりません。',
  chooseFile: 'BPMN ファイルを選択',
  check: '確認',
  accepted: 'このファイルは公開できます',
  refused: 'このファイルには次の問題があり、公開できません',
  element: '要素',
  uploadPublish: 'このファイルを公開',
  fileKey: (key) => `ファイル内のプロセスキー：${key ?? 'なし'}`,
  confirm: 'OK',
  cancel: 'キャンセル',
};
jaJP.words.relations = jaJP.relations;

const TEXTS: Record<Language, DesignerTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };

export const designerTexts = (language: Language): DesignerTexts => TEXTS[language];
export const useDesignerTexts = (): DesignerTexts => TEXTS[useViewStore((s) => s.language)];
export type { Tab as DesignerTab };
