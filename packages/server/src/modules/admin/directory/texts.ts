import type { LocalizedText } from '@campus/contract';

/** The directory's own words in refusals, in the four languages. */
type Words = Exclude<LocalizedText, string>;

const words = (zhCN: string, zhTW: string, enUS: string, jaJP: string): Words => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

export const ORG_TYPE_WORDS: Record<string, Words> = {
  school: words('学校', '學校', 'school', '学校'),
  college: words('学院', '學院', 'college', '学部'),
  office: words('部门', '部門', 'office', '部署'),
  major: words('专业', '專業', 'major', '専攻'),
  class: words('班级', '班級', 'class', 'クラス'),
  department: words('部门', '部門', 'department', '部署'),
};

export const KIND_WORDS = {
  student: words('学生', '學生', 'students', '学生'),
  staff: words('教职工', '教職員', 'staff', '教職員'),
};

/** How the fields at fault are called on the screens. */
export const FIELD_WORDS = {
  code: words('编码', '編碼', 'Code', 'コード'),
  parentId: words('上级', '上級', 'Parent', '上位'),
  userIds: words('人员', '人員', 'People', '担当者'),
  orgId: words('机构', '機構', 'Unit', '組織'),
  userId: words('人员', '人員', 'Person', '担当者'),
  type: words('类型', '類型', 'Type', '種類'),
  roleId: words('角色', '角色', 'Role', 'ロール'),
  buildingId: words('楼栋', '樓棟', 'Building', '棟'),
};
