import { SecurityState } from '@campus/contract';
import type { AuthContext } from '../../../../http/auth.js';
import { groupRefusal, texts, type Texts } from '../../group-refusal.js';

/** The master-data imports' words for refused cells and rows, in every language. */
export const MASTER_TEXTS = {
  adminOnly: texts(
    '只有学校管理员可以导入基础数据',
    '只有學校管理員可以匯入基礎資料',
    "Only the school's administrator may import master data",
    '基礎データを取り込めるのは学校の管理者だけです',
  ),
  unknown: texts(
    '“{value}”不存在',
    '「{value}」不存在',
    '"{value}" does not exist',
    '「{value}」は存在しません',
  ),
  notKind: texts(
    '“{value}”不是{kind}',
    '「{value}」不是{kind}',
    '"{value}" is not a {kind}',
    '「{value}」は{kind}ではありません',
  ),
  twice: texts(
    '“{value}”在第 {row} 行已出现过',
    '「{value}」在第 {row} 列已出現過',
    '"{value}" already appears on row {row}',
    '「{value}」は {row} 行目にすでにあります',
  ),
  ownParent: texts(
    '不能是自己的上级',
    '不能是自己的上級',
    'cannot be its own parent',
    '自分自身を上位にはできません',
  ),
  takenBy: texts(
    '“{value}”已是{kind}的编号',
    '「{value}」已是{kind}的編號',
    '"{value}" is already the number of a {kind}',
    '「{value}」はすでに{kind}の番号です',
  ),
  notUnder: texts(
    '专业“{major}”不属于学院“{college}”',
    '專業「{major}」不屬於學院「{college}」',
    'the major "{major}" is not in the college "{college}"',
    '専攻「{major}」は学部「{college}」に属していません',
  ),
  dutyOrRole: texts(
    '请填写“职责”和“组织代码”，或“角色代码”',
    '請填寫「職責」和「組織代碼」，或「角色代碼」',
    'give a duty with an organisation code, or a role code',
    '「職務」と「組織コード」、または「ロールコード」を入力してください',
  ),
  needsOrg: texts(
    '填写了职责，也要填写组织代码',
    '填寫了職責，也要填寫組織代碼',
    'a duty needs an organisation code',
    '職務には組織コードが必要です',
  ),
  graduationBefore: texts(
    '预计毕业年份不能早于入学年份',
    '預計畢業年份不能早於入學年份',
    'the expected graduation year cannot be before the enrolment year',
    '卒業予定年は入学年より前にできません',
  ),
  bedOverCapacity: texts(
    '床位号不能大于房间容量 {capacity}',
    '床位號不能大於房間容量 {capacity}',
    'the bed number cannot be above the room capacity {capacity}',
    'ベッド番号は部屋の定員 {capacity} 以下にしてください',
  ),
  belowOccupied: texts(
    '该房间已住 {occupied} 人，容量不能更小',
    '該房間已住 {occupied} 人，容量不能更小',
    '{occupied} students live in the room; the capacity cannot be smaller',
    'この部屋には {occupied} 人が住んでいるため、定員をそれ以下にできません',
  ),
  college: texts('学院', '學院', 'college', '学部'),
  major: texts('专业', '專業', 'major', '専攻'),
  class: texts('班级', '班級', 'class', 'クラス'),
  department: texts('部门', '部門', 'department', '部署'),
  student: texts('学生', '學生', 'student', '学生'),
  staff: texts('教职工', '教職員', 'staff member', '教職員'),
} satisfies Record<string, Texts>;

/** Master data is the school administrator's alone. */
export function requireSchoolAdmin(caller: AuthContext): void {
  if (!caller.isTenantAdmin) throw groupRefusal(SecurityState.UNAUTHORIZED, MASTER_TEXTS.adminOnly);
}
