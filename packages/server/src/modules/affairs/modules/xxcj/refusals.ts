import { texts as T } from '../../group-refusal.js';
import { refuser, type Refuse } from '../../group-refuse.js';

/** Information collection's refusals in every language (the catalogue's `affairs.groupRule`). */
export const REFUSALS = {
  notStaff: T(
    '仅辅导员、学院和学生工作处的老师可以管理信息采集',
    '僅輔導員、學院和學生工作處的老師可以管理資訊採集',
    'Only counsellors, college and office staff manage collections',
    '収集を管理できるのは担任・学部・学生課の教職員だけです',
  ),
  notFound: T(
    '未找到该信息采集，或它不面向您',
    '未找到該資訊採集，或它不面向您',
    'No such collection for you',
    'その収集は見つからないか、あなた向けではありません',
  ),
  closed: T(
    '该信息采集已于{deadline}截止，不能再填写',
    '該資訊採集已於{deadline}截止，不能再填寫',
    'This collection closed at {deadline}; it can no longer be filled in',
    'この収集は{deadline}に締め切られました。記入できません',
  ),
  alreadyFilled: T(
    '您已于{at}提交过，每人只需填写一次',
    '您已於{at}提交過，每人只需填寫一次',
    'You already submitted it at {at}; it is filled in once',
    '{at}に提出済みです。記入は一人一回です',
  ),
  badForm: T(
    '采集表的字段有误：{problem}',
    '採集表的欄位有誤：{problem}',
    'The form is not right: {problem}',
    'フォームに誤りがあります：{problem}',
  ),
  badType: T(
    '采集表不支持字段类型 {type}',
    '採集表不支援欄位類型 {type}',
    'A collection cannot have a field of type {type}',
    '収集では {type} 型の項目は使えません',
  ),
  outsideCharge: T(
    '所选范围不在您的管理范围内',
    '所選範圍不在您的管理範圍內',
    'The audience chosen is outside your charge',
    '選んだ対象は担当範囲外です',
  ),
  pastDeadline: T(
    '截止时间必须晚于现在',
    '截止時間必須晚於現在',
    'The deadline must be in the future',
    '締め切りは現在より後にしてください',
  ),
};

export const refuse: Refuse<keyof typeof REFUSALS> = refuser(REFUSALS);
