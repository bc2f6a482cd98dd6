import { texts as T, type Texts } from '../../group-refusal.js';
import { refusalByCaller } from '../../group-refuse.js';

/** The zgdw group's refusals in every language (the catalogue's `affairs.groupRule` says them). */
export const REFUSALS = {
  notCounsellor: T(
    '只有辅导员可以填写',
    '只有輔導員可以填寫',
    'Only counsellors write these',
    '記入できるのはカウンセラーだけです',
  ),
  notTeam: T(
    '只有学生工作队伍的老师可以查看',
    '只有學生工作隊伍的老師可以查看',
    'Only the student-affairs team reads this',
    '閲覧できるのは学生指導の教職員だけです',
  ),
  notOffice: T(
    '只有学生工作处可以审核',
    '只有學生工作處可以審核',
    'Only the student-affairs office reviews these',
    '審査できるのは学生課だけです',
  ),
  futureDay: T(
    '日期不能晚于今天',
    '日期不能晚於今天',
    'The date cannot be after today',
    '今日より後の日付は入力できません',
  ),
  notYourStudent: T(
    '该学生不在您负责的班级中',
    '該學生不在您負責的班級中',
    'This student is not in a class you counsel',
    'この学生は担当クラスにいません',
  ),
  followUpBefore: T(
    '跟进日期应晚于谈话日期',
    '跟進日期應晚於談話日期',
    'The follow-up must come after the talk',
    'フォローアップは面談日より後にしてください',
  ),
  wrongCategory: T(
    '类别与记录类型不符',
    '類別與記錄類型不符',
    'This category does not belong to this kind of record',
    '区分が記録の種類と合いません',
  ),
  hoursForTraining: T(
    '培训请填写学时（1-200）',
    '培訓請填寫學時（1-200）',
    'Give the training hours (1-200)',
    '研修時間（1〜200）を入力してください',
  ),
  decided: T(
    '该记录已经审核过了',
    '該記錄已經審核過了',
    'This record has already been reviewed',
    'この記録は審査済みです',
  ),
  noteToReturn: T(
    '退回时请写明原因',
    '退回時請寫明原因',
    'Say why when you return a record',
    '差し戻す理由を入力してください',
  ),
} satisfies Record<string, Texts>;

export type Refusal = keyof typeof REFUSALS;

export const refuse = refusalByCaller<Refusal>(REFUSALS, ['notCounsellor', 'notTeam', 'notOffice']);
