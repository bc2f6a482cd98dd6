import { texts as T, type Texts } from '../../group-refusal.js';
import { refusalByCaller } from '../../group-refuse.js';

/** The szgz group's refusals in every language (the catalogue's `affairs.groupRule` says them). */
export const REFUSALS = {
  notStudent: T(
    '只有学生可以报名和测评',
    '只有學生可以報名和測評',
    'Only students sign up and rate',
    '申込と評価は学生だけができます',
  ),
  notStaff: T(
    '只有辅导员、学院和学生工作处老师可以管理',
    '只有輔導員、學院和學生工作處老師可以管理',
    'Only counsellors, the college and the office manage this',
    '管理できるのはカウンセラー・学部・学生課だけです',
  ),
  notOffice: T(
    '只有学生工作处可以发起测评',
    '只有學生工作處可以發起測評',
    'Only the student-affairs office opens an assessment round',
    '評価を開始できるのは学生課だけです',
  ),
  sessionPast: T(
    '该课堂已经结束，不能再报名或取消',
    '該課堂已經結束，不能再報名或取消',
    'This session is over; signing up or cancelling is closed',
    'この講座は終了しました。申込・取消はできません',
  ),
  datePast: T(
    '日期不能早于今天',
    '日期不能早於今天',
    'The date cannot be before today',
    '日付は今日以降にしてください',
  ),
  notYet: T(
    '课堂还没有开始，不能登记签到',
    '課堂還沒有開始，不能登記簽到',
    'The session has not taken place yet; attendance cannot be marked',
    '講座はまだ行われていないため出席を記録できません',
  ),
  notSignedUp: T(
    '{name}没有报名该课堂（或在候补名单中）',
    '{name}沒有報名該課堂（或在候補名單中）',
    '{name} has no place in this session (or is on the waiting list)',
    '{name}はこの講座に申し込んでいません（またはキャンセル待ちです）',
  ),
  alreadyMarked: T(
    '签到已经登记，不能取消报名',
    '簽到已經登記，不能取消報名',
    'Attendance is already marked; the sign-up cannot be cancelled',
    '出席が記録済みのため取り消せません',
  ),
  notYourTeacher: T(
    '只能评价本班的任课教师',
    '只能評價本班的任課教師',
    'You can rate only the teachers of your class',
    '評価できるのは自分のクラスの担当教員だけです',
  ),
  roundClosed: T(
    '该测评不在开放时间内',
    '該測評不在開放時間內',
    'This assessment round is not open',
    'この評価は受付期間外です',
  ),
  noCounsellor: T(
    '您的班级没有辅导员，无需测评',
    '您的班級沒有輔導員，無需測評',
    'Your class has no counsellor to rate',
    'クラスにカウンセラーがいないため評価はありません',
  ),
  closesBeforeOpens: T(
    '结束日期不能早于开始日期',
    '結束日期不能早於開始日期',
    'The closing date cannot be before the opening date',
    '終了日は開始日以降にしてください',
  ),
} satisfies Record<string, Texts>;

export type Refusal = keyof typeof REFUSALS;

/** The refusal to throw, naming the field at fault. */
export const refuse = refusalByCaller<Refusal>(REFUSALS, ['notStudent', 'notStaff', 'notOffice']);
