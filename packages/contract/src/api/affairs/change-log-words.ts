import type { Language } from '../../messages/languages.js';

/**
 * The change log's field names and coded values in the reader's language, for the fields the
 * master-data writers (core/master-data), the lifecycle and the directory log. One table for the
 * screen (web features/admin/change-log/format.ts) and the server's export (readable.ts), so a spreadsheet reads
 * like the screen. A field or value not here is shown as stored.
 */
type Words = Readonly<Record<Language, string>>;

const w = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Words => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

const DUTIES = {
  counsellor: w('辅导员', '輔導員', 'Counsellor', 'カウンセラー'),
  teacher: w('教师', '教師', 'Teacher', '教員'),
  student_affairs: w('学工人员', '學工人員', 'Student-affairs staff', '学生担当'),
  head: w('负责人', '負責人', 'Head', '責任者'),
};

/** By field key. */
export const FIELD_NAMES: Readonly<Record<string, Words>> = {
  number: w('学号/工号', '學號/工號', 'Number', '学籍・職員番号'),
  fullname: w('姓名', '姓名', 'Name', '氏名'),
  gender: w('性别', '性別', 'Gender', '性別'),
  mobile: w('手机号', '手機號', 'Mobile', '携帯電話'),
  phone: w('手机号', '手機號', 'Mobile', '携帯電話'),
  address: w('地址', '地址', 'Address', '住所'),
  bankCard: w('银行卡号', '銀行卡號', 'Bank card', '銀行カード'),
  bankName: w('开户银行', '開戶銀行', 'Bank', '銀行'),
  orgId: w('所属组织', '所屬組織', 'Organisation', '所属'),
  class: w('班级', '班級', 'Class', 'クラス'),
  title: w('职务', '職務', 'Title', '職名'),
  status: w('在校状态', '在校狀態', 'Membership', '在籍状況'),
  studyStatus: w('学籍状态', '學籍狀態', 'Study status', '学籍状態'),
  enrolmentYear: w('入学年份', '入學年份', 'Year of enrolment', '入学年度'),
  graduationYear: w('毕业年份', '畢業年份', 'Year of graduation', '卒業年度'),
  idNumber: w('身份证号', '身分證號', 'ID number', '身分証番号'),
  duty: w('职责', '職責', 'Duty', '職責'),
  role: w('角色', '角色', 'Role', 'ロール'),
  roles: w('角色', '角色', 'Roles', 'ロール'),
  accessEndsAt: w('账号停用时间', '帳號停用時間', 'Access ends', 'アクセス終了日時'),
  accessClosedAt: w('账号关闭时间', '帳號關閉時間', 'Access closed', 'アクセス停止日時'),
  personalDataErasedAt: w(
    '个人信息清除时间',
    '個人資料清除時間',
    'Personal data erased',
    '個人情報の消去日時',
  ),
  revokedAt: w('吊销时间', '撤銷時間', 'Revoked', '失効日時'),
  reason: w('原因', '原因', 'Reason', '理由'),
  schoolYear: w('学年', '學年', 'School year', '年度'),
  name: w('名称', '名稱', 'Name', '名称'),
  code: w('编码', '編碼', 'Code', 'コード'),
  type: w('类型', '類型', 'Type', '種類'),
  parent: w('上级组织', '上級組織', 'Parent', '上位組織'),
  parentId: w('上级组织', '上級組織', 'Parent', '上位組織'),
  grade: w('年级', '年級', 'Cohort', '学年'),
  sex: w('性别', '性別', 'Sex', '性別'),
  floors: w('楼层数', '樓層數', 'Floors', '階数'),
  floor: w('楼层', '樓層', 'Floor', '階'),
  capacity: w('床位数', '床位數', 'Beds', 'ベッド数'),
  fee: w('住宿费', '住宿費', 'Fee', '寮費'),
  bed: w('床位', '床位', 'Bed', 'ベッド'),
  scopes: w('权限范围', '權限範圍', 'Scopes', '権限範囲'),
  graduateGraceDays: w(
    '毕业生账号保留天数',
    '畢業生帳號保留天數',
    'Graduate access (days)',
    '卒業生のアクセス日数',
  ),
  retentionYears: w('个人信息保留年限', '個人資料保留年限', 'Retention (years)', '個人情報の保存年数'),
  // A school's ways of signing in (its sign-in providers).
  kind: w('方式', '方式', 'Kind', '方式'),
  enabled: w('开启', '開啟', 'On', '有効'),
  sort: w('排序', '排序', 'Order', '並び順'),
  settings: w('设置', '設定', 'Settings', '設定'),
  secretReplaced: w('密钥已更换', '密鑰已更換', 'Secret replaced', 'シークレット更新'),
  // The directory logs a unit's holders under the duty's own key.
  ...DUTIES,
};

const SEX = {
  male: w('男', '男', 'Male', '男性'),
  female: w('女', '女', 'Female', '女性'),
  unknown: w('未知', '未知', 'Unknown', '不明'),
};

/** By field key, then by stored value. */
export const VALUE_WORDS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  gender: SEX,
  sex: SEX,
  status: {
    active: w('在校', '在校', 'Active', '在籍'),
    left: w('已离校', '已離校', 'Left', '離籍'),
  },
  studyStatus: {
    enrolled: w('在读', '在讀', 'Enrolled', '在学'),
    suspended: w('休学', '休學', 'Suspended', '休学'),
    withdrawn: w('退学', '退學', 'Withdrawn', '退学'),
    graduated: w('已毕业', '已畢業', 'Graduated', '卒業'),
  },
  duty: DUTIES,
  type: {
    school: w('学校', '學校', 'School', '学校'),
    college: w('学院', '學院', 'College', '学部'),
    major: w('专业', '專業', 'Major', '専攻'),
    class: w('班级', '班級', 'Class', 'クラス'),
    office: w('部门', '部門', 'Office', '部署'),
    department: w('科室', '科室', 'Department', '課'),
  },
};

/** Fields whose value is the id of an org or a person, shown as its name (the server resolves it). */
export const ID_FIELDS: readonly string[] = [
  'orgId',
  'parentId',
  'classId',
  'collegeId',
  'userId',
  'studentId',
];

/** Fields whose value is a role code, or a list of them, shown as the role's name. */
export const ROLE_FIELDS: readonly string[] = ['role', 'roles'];

/** A moment stored as epoch ms: a field named `…At`. */
export const isMomentField = (field: string) => /[a-z]At$/.test(field);
