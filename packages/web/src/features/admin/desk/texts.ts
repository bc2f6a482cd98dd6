import type { Language } from '@campus/contract';
import { useViewStore } from '../../../stores/view';
import type { Section } from './sections';

/** The administration screens' words, one table per language (they load with the screens). */
export interface AdminTexts {
  home: string;
  homeIntro: string;
  adminOnly: string;
  sections: Record<Section, string>;
  sectionHints: Record<Section, string>;
  search: string;
  searchHint: string;
  clear: string;
  any: string;
  kind: string;
  kinds: { student: string; staff: string };
  college: string;
  class: string;
  major: string;
  grade: string;
  studyStatus: string;
  studyStatuses: { enrolled: string; suspended: string; withdrawn: string; graduated: string };
  left: string;
  name: string;
  number: string;
  unit: string;
  phone: string;
  idNumber: string;
  gender: string;
  genders: { male: string; female: string; unknown: string };
  title: string;
  years: string;
  counsellors: string;
  roles: string;
  duties: string;
  dutyNames: Record<string, string>;
  none: string;
  empty: string;
  previous: string;
  next: string;
  page: (page: number, pages: number, total: number) => string;
  code: string;
  members: string;
  students: string;
  types: Record<string, string>;
  add: (type: string) => string;
  rename: string;
  save: string;
  cancel: string;
  saved: string;
  assign: string;
  assignHint: string;
  studentAffairs: string;
  pickStaff: string;
  vacant: string;
  grant: string;
  revoke: string;
  revokeConfirm: (name: string, role: string) => string;
  grantHint: string;
  buildings: string;
  rooms: string;
  beds: string;
  occupied: string;
  capacity: string;
  floor: string;
  floors: string;
  sexes: Record<string, string>;
  free: string;
  reserved: string;
  readOnly: string;
}

const zhCN: AdminTexts = {
  home: '学校管理',
  homeIntro:
    '本校的人员、组织机构、班级与辅导员、角色与审核人、宿舍，以及导入、同步客户端、校历、学籍状态和变更记录。',
  adminOnly: '学校管理仅供本校管理员使用。',
  sections: {
    people: '人员',
    org: '组织机构',
    classes: '班级与辅导员',
    roles: '角色与审核人',
    dorms: '宿舍',
    imports: '数据导入',
    sync: '同步客户端',
    calendar: '校历',
    lifecycle: '学籍状态',
    designer: '流程设计',
    changes: '变更记录',
  },
  sectionHints: {
    people: '学生与教职工',
    org: '学院、部门、专业、班级',
    classes: '班级及其辅导员',
    roles: '各角色及其人员',
    dorms: '床位',
    imports: '导入记录',
    sync: '个启用中的客户端',
    calendar: '个学期',
    lifecycle: '非在读学生',
    designer: '审批流程',
    changes: '条记录',
  },
  search: '查询',
  searchHint: '姓名或学号/工号',
  clear: '清除条件',
  any: '全部',
  kind: '类别',
  kinds: { student: '学生', staff: '教职工' },
  college: '学院',
  class: '班级',
  major: '专业',
  grade: '年级',
  studyStatus: '学籍状态',
  studyStatuses: { enrolled: '在读', suspended: '休学', withdrawn: '退学', graduated: '毕业' },
  left: '已离校',
  name: '姓名',
  number: '学号/工号',
  unit: '所在单位',
  phone: '手机',
  idNumber: '身份证号',
  gender: '性别',
  genders: { male: '男', female: '女', unknown: '未知' },
  title: '职务',
  years: '入学/预计毕业',
  counsellors: '辅导员',
  roles: '角色',
  duties: '职责',
  dutyNames: { counsellor: '辅导员', teacher: '班主任', student_affairs: '学工人员', head: '负责人' },
  none: '无',
  empty: '没有符合条件的数据',
  previous: '上一页',
  next: '下一页',
  page: (page, pages, total) => `第 ${page}/${pages} 页，共 ${total} 条`,
  code: '编码',
  members: '人数',
  students: '学生数',
  types: {
    school: '学校',
    college: '学院',
    office: '部门',
    major: '专业',
    class: '班级',
    department: '部门',
  },
  add: (type) => `新增${type}`,
  rename: '修改',
  save: '保存',
  cancel: '取消',
  saved: '已保存',
  assign: '指派',
  assignHint: '输入教职工姓名或工号查找',
  studentAffairs: '学院学工人员',
  pickStaff: '选择教职工',
  vacant: '空缺',
  grant: '授予',
  revoke: '移除',
  revokeConfirm: (name, role) => `确定移除 ${name} 的“${role}”角色？`,
  grantHint: '输入教职工姓名或工号授予此角色',
  buildings: '楼栋',
  rooms: '房间',
  beds: '床位',
  occupied: '已入住',
  capacity: '容量',
  floor: '楼层',
  floors: '层数',
  sexes: { male: '男', female: '女' },
  free: '空',
  reserved: '预留',
  readOnly: '宿舍结构由宿舍管理中心维护，此处只读。',
};

const zhTW: AdminTexts = {
  ...zhCN,
  home: '學校管理',
  homeIntro:
    '本校的人員、組織機構、班級與輔導員、角色與審核人、宿舍，以及匯入、同步用戶端、校曆、學籍狀態和變更記錄。',
  adminOnly: '學校管理僅供本校管理員使用。',
  sections: {
    people: '人員',
    org: '組織機構',
    classes: '班級與輔導員',
    roles: '角色與審核人',
    dorms: '宿舍',
    imports: '資料匯入',
    sync: '同步用戶端',
    calendar: '校曆',
    lifecycle: '學籍狀態',
    designer: '流程設計',
    changes: '變更記錄',
  },
  sectionHints: {
    people: '學生與教職員',
    org: '學院、部門、專業、班級',
    classes: '班級及其輔導員',
    roles: '各角色及其人員',
    dorms: '床位',
    imports: '匯入記錄',
    sync: '個啟用中的用戶端',
    calendar: '個學期',
    lifecycle: '非在讀學生',
    designer: '審批流程',
    changes: '筆記錄',
  },
  search: '查詢',
  searchHint: '姓名或學號/工號',
  clear: '清除條件',
  kind: '類別',
  kinds: { student: '學生', staff: '教職員' },
  college: '學院',
  class: '班級',
  major: '專業',
  grade: '年級',
  studyStatus: '學籍狀態',
  studyStatuses: { enrolled: '在讀', suspended: '休學', withdrawn: '退學', graduated: '畢業' },
  left: '已離校',
  name: '姓名',
  number: '學號/工號',
  unit: '所在單位',
  phone: '手機',
  idNumber: '身分證號',
  gender: '性別',
  genders: { male: '男', female: '女', unknown: '未知' },
  title: '職務',
  years: '入學/預計畢業',
  counsellors: '輔導員',
  roles: '角色',
  duties: '職責',
  dutyNames: { counsellor: '輔導員', teacher: '班導師', student_affairs: '學務人員', head: '負責人' },
  none: '無',
  empty: '沒有符合條件的資料',
  previous: '上一頁',
  next: '下一頁',
  page: (page, pages, total) => `第 ${page}/${pages} 頁，共 ${total} 筆`,
  code: '編碼',
  members: '人數',
  students: '學生數',
  types: {
    school: '學校',
    college: '學院',
    office: '部門',
    major: '專業',
    class: '班級',
    department: '部門',
  },
  add: (type) => `新增${type}`,
  rename: '修改',
  save: '儲存',
  cancel: '取消',
  saved: '已儲存',
  assign: '指派',
  assignHint: '輸入教職員姓名或工號查找',
  studentAffairs: '學院學務人員',
  pickStaff: '選擇教職員',
  vacant: '空缺',
  grant: '授予',
  revoke: '移除',
  revokeConfirm: (name, role) => `確定移除 ${name} 的「${role}」角色？`,
  grantHint: '輸入教職員姓名或工號授予此角色',
  buildings: '樓棟',
  rooms: '房間',
  beds: '床位',
  occupied: '已入住',
  capacity: '容量',
  floor: '樓層',
  floors: '層數',
  sexes: { male: '男', female: '女' },
  free: '空',
  reserved: '預留',
  readOnly: '宿舍結構由宿舍管理中心維護，此處唯讀。',
};

const enUS: AdminTexts = {
  home: 'School administration',
  homeIntro:
    "The school's people, organisation, classes and counsellors, roles and reviewers, dormitories, imports, sync clients, the calendar, student status and the change log.",
  adminOnly: "School administration is for the school's administrator only.",
  sections: {
    people: 'People',
    org: 'Organisation',
    classes: 'Classes and counsellors',
    roles: 'Roles and reviewers',
    dorms: 'Dormitories',
    imports: 'Imports',
    sync: 'Sync clients',
    calendar: 'School calendar',
    lifecycle: 'Student status',
    designer: 'Approval designer',
    changes: 'Change log',
  },
  sectionHints: {
    people: 'students and staff',
    org: 'colleges, offices, majors, classes',
    classes: 'classes',
    roles: 'roles',
    dorms: 'beds',
    imports: 'imports',
    sync: 'active clients',
    calendar: 'terms',
    lifecycle: 'not enrolled',
    designer: 'approval processes',
    changes: 'entries',
  },
  search: 'Search',
  searchHint: 'Name or number',
  clear: 'Clear',
  any: 'Any',
  kind: 'Kind',
  kinds: { student: 'Student', staff: 'Staff' },
  college: 'College',
  class: 'Class',
  major: 'Major',
  grade: 'Grade',
  studyStatus: 'Study status',
  studyStatuses: {
    enrolled: 'Enrolled',
    suspended: 'Suspended',
    withdrawn: 'Withdrawn',
    graduated: 'Graduated',
  },
  left: 'Left',
  name: 'Name',
  number: 'Number',
  unit: 'Unit',
  phone: 'Phone',
  idNumber: 'ID number',
  gender: 'Gender',
  genders: { male: 'Male', female: 'Female', unknown: 'Unknown' },
  title: 'Position',
  years: 'Enrolled / graduates',
  counsellors: 'Counsellors',
  roles: 'Roles',
  duties: 'Duties',
  dutyNames: {
    counsellor: 'Counsellor',
    teacher: 'Class teacher',
    student_affairs: 'Student affairs',
    head: 'Head',
  },
  none: 'None',
  empty: 'Nothing matches',
  previous: 'Previous',
  next: 'Next',
  page: (page, pages, total) => `Page ${page} of ${pages}, ${total} in all`,
  code: 'Code',
  members: 'Members',
  students: 'Students',
  types: {
    school: 'School',
    college: 'College',
    office: 'Office',
    major: 'Major',
    class: 'Class',
    department: 'Department',
  },
  add: (type) => `Add ${type.toLowerCase()}`,
  rename: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Saved',
  assign: 'Assign',
  assignHint: 'Type a staff name or number',
  studentAffairs: 'Student-affairs staff',
  pickStaff: 'Choose staff',
  vacant: 'Vacant',
  grant: 'Grant',
  revoke: 'Remove',
  revokeConfirm: (name, role) => `Remove the role “${role}” from ${name}?`,
  grantHint: 'Type a staff name or number to grant this role',
  buildings: 'Buildings',
  rooms: 'Rooms',
  beds: 'Beds',
  occupied: 'Occupied',
  capacity: 'Capacity',
  floor: 'Floor',
  floors: 'Floors',
  sexes: { male: 'Male', female: 'Female' },
  free: 'Free',
  reserved: 'Reserved',
  readOnly: 'The dormitory office keeps the dormitories; read only here.',
};

const jaJP: AdminTexts = {
  ...enUS,
  home: '学校管理',
  homeIntro:
    '本校の人員、組織、クラスと担任、ロールと審査者、寮、インポート、同期クライアント、学年暦、学籍状態、変更履歴。',
  adminOnly: '学校管理は本校の管理者専用です。',
  sections: {
    people: '人員',
    org: '組織',
    classes: 'クラスと担任',
    roles: 'ロールと審査者',
    dorms: '寮',
    imports: 'インポート',
    sync: '同期クライアント',
    calendar: '学年暦',
    lifecycle: '学籍状態',
    designer: '承認デザイナー',
    changes: '変更履歴',
  },
  sectionHints: {
    people: '学生と教職員',
    org: '学部・部署・専攻・クラス',
    classes: 'クラス',
    roles: 'ロール',
    dorms: 'ベッド',
    imports: 'インポート',
    sync: '件の有効なクライアント',
    calendar: '学期',
    lifecycle: '在籍以外',
    designer: '承認プロセス',
    changes: '件',
  },
  search: '検索',
  searchHint: '氏名または番号',
  clear: 'クリア',
  any: 'すべて',
  kind: '区分',
  kinds: { student: '学生', staff: '教職員' },
  college: '学部',
  class: 'クラス',
  major: '専攻',
  grade: '学年',
  studyStatus: '学籍状態',
  studyStatuses: { enrolled: '在籍', suspended: '休学', withdrawn: '退学', graduated: '卒業' },
  left: '離籍',
  name: '氏名',
  number: '番号',
  unit: '所属',
  phone: '電話',
  idNumber: '身分証番号',
  gender: '性別',
  genders: { male: '男', female: '女', unknown: '不明' },
  title: '職位',
  years: '入学／卒業予定',
  counsellors: '担任',
  roles: 'ロール',
  duties: '職務',
  dutyNames: { counsellor: '担任', teacher: 'クラス教員', student_affairs: '学生担当', head: '責任者' },
  none: 'なし',
  empty: '該当するデータはありません',
  previous: '前へ',
  next: '次へ',
  page: (page, pages, total) => `${page}/${pages} ページ、全 ${total} 件`,
  code: 'コード',
  members: '人数',
  students: '学生数',
  types: {
    school: '学校',
    college: '学部',
    office: '部署',
    major: '専攻',
    class: 'クラス',
    department: '部署',
  },
  add: (type) => `${type}を追加`,
  rename: '編集',
  save: '保存',
  cancel: 'キャンセル',
  saved: '保存しました',
  assign: '割り当て',
  assignHint: '教職員の氏名または番号を入力',
  studentAffairs: '学部の学生担当',
  pickStaff: '教職員を選択',
  vacant: '空席',
  grant: '付与',
  revoke: '解除',
  revokeConfirm: (name, role) => `${name} の「${role}」を解除しますか？`,
  grantHint: '教職員の氏名または番号を入力して付与',
  buildings: '棟',
  rooms: '部屋',
  beds: 'ベッド',
  occupied: '入居',
  capacity: '定員',
  floor: '階',
  floors: '階数',
  sexes: { male: '男', female: '女' },
  free: '空き',
  reserved: '予約',
  readOnly: '寮の構成は寮管理センターが管理します。ここでは閲覧のみです。',
};

const TEXTS: Record<Language, AdminTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };

export const useAdminTexts = (): AdminTexts => TEXTS[useViewStore((s) => s.language)];
