import { texts as T } from '../../group-refusal.js';
import { refuser, type Refuse } from '../../group-refuse.js';

/** Student information's refusals in every language (the catalogue's `affairs.groupRule` says them). */
export const REFUSALS = {
  sameValue: T(
    '新值与当前登记的信息相同，无需变更',
    '新值與目前登記的資訊相同，無需變更',
    'The new value is the one already on record',
    '新しい値は現在の登録内容と同じです',
  ),
  mobileTaken: T(
    '该手机号已被其他账号使用',
    '該手機號已被其他帳號使用',
    'This phone number belongs to another account',
    'この携帯番号は別のアカウントで使われています',
  ),
  cardDigits: T(
    '银行卡号应为16至19位数字',
    '銀行卡號應為16至19位數字',
    'The card number must be 16 to 19 digits',
    'カード番号は16〜19桁の数字です',
  ),
  openChange: T(
    '您已有一条{field}申请正在审核中，请等待审核结果',
    '您已有一筆{field}申請正在審核中，請等待審核結果',
    'Your {field} request is still being reviewed; wait for its result',
    '{field}の申請がまだ審査中です。結果をお待ちください',
  ),
  notReadable: T(
    '未找到该学生，或该学生不在您的管理范围内',
    '未找到該學生，或該學生不在您的管理範圍內',
    'No such student in your charge',
    '担当範囲にその学生は見つかりません',
  ),
  notStaff: T(
    '仅辅导员、学院和学生工作处的老师可以查询学生信息',
    '僅輔導員、學院和學生工作處的老師可以查詢學生資訊',
    'Only counsellors, college and office staff query student information',
    '学生情報を照会できるのは担任・学部・学生課の教職員だけです',
  ),
};

export const refuse: Refuse<keyof typeof REFUSALS> = refuser(REFUSALS);
