import { ModuleState } from '@campus/contract';
import { groupRefusal, say, texts as T, type TextParams } from '../../group-refusal.js';

/**
 * The discipline group's refusals in every language (the catalogue's `affairs.groupRule` says
 * them), each naming the date or figure at stake and, where one is at fault, the field.
 */
export const REFUSALS = {
  sanctionNotFound: T(
    '找不到该处分记录',
    '找不到該處分記錄',
    'No such sanction of yours',
    'その処分記録は見つかりません',
  ),
  studentNotFound: T(
    '学号 {number} 不是您负责的学生',
    '學號 {number} 不是您負責的學生',
    'Student number {number} is not a student in your charge',
    '学籍番号 {number} は担当の学生ではありません',
  ),
  expulsionOffice: T(
    '开除学籍须由学生工作处登记（校长办公会决定）',
    '開除學籍須由學生工作處登記（校長辦公會決定）',
    "Expulsion is recorded by the student-affairs office (the president's meeting decides it)",
    '除籍は学生課が登録します（学長会議で決定）',
  ),
  periodRange: T(
    '处分期须为 {min} 至 {max} 个月',
    '處分期須為 {min} 至 {max} 個月',
    'The period is {min} to {max} months',
    '処分期間は {min}〜{max} か月です',
  ),
  noPeriod: T(
    '开除学籍没有处分期',
    '開除學籍沒有處分期',
    'Expulsion has no period',
    '除籍には処分期間がありません',
  ),
  futureDate: T(
    '处分日期不能晚于今天',
    '處分日期不能晚於今天',
    'The decision date cannot be after today',
    '処分日は今日より後にできません',
  ),
  notInForce: T(
    '该处分已解除或已撤销',
    '該處分已解除或已撤銷',
    'This sanction is no longer in force',
    'この処分はすでに解除または取り消されています',
  ),
  received: T(
    '您已签收该处分决定',
    '您已簽收該處分決定',
    'You have signed for it already',
    'すでに受領済みです',
  ),
  appealed: T(
    '每项处分只能申诉一次（已有申诉：{status}）',
    '每項處分只能申訴一次（已有申訴：{status}）',
    'A decision may be appealed once (appeal on file: {status})',
    '不服申立は1回のみです（申立済み：{status}）',
  ),
  appealLate: T(
    '申诉期限已于 {date} 届满（收到决定之日起 {days} 日内）',
    '申訴期限已於 {date} 屆滿（收到決定之日起 {days} 日內）',
    'The appeal window closed on {date} ({days} days from receiving the decision)',
    '申立期限は {date} に終了しました（受領から {days} 日以内）',
  ),
  notLighter: T(
    '变更后的处分须轻于原处分',
    '變更後的處分須輕於原處分',
    'The changed sanction must be lighter than the original',
    '変更後の処分は元の処分より軽くしてください',
  ),
  liftExpulsion: T(
    '开除学籍不能解除',
    '開除學籍不能解除',
    'Expulsion cannot be lifted',
    '除籍は解除できません',
  ),
  liftEarly: T(
    '{date} 起方可申请解除（处分期至 {end}）',
    '{date} 起方可申請解除（處分期至 {end}）',
    'You may apply to lift it from {date} (the period ends on {end})',
    '{date} から解除を申請できます（処分期間は {end} まで）',
  ),
  liftRunning: T(
    '解除申请正在审核中',
    '解除申請正在審核中',
    'A lifting is already being reviewed',
    '解除申請はすでに審査中です',
  ),
  underAppeal: T(
    '申诉处理期间不能申请解除',
    '申訴處理期間不能申請解除',
    'Not while an appeal is being handled',
    '不服申立の処理中は解除を申請できません',
  ),
} as const;

export type Refusal = keyof typeof REFUSALS;

export function refuse(
  key: Refusal,
  params: TextParams = {},
  field?: string,
  state: number = ModuleState.AFFAIR_NOT_ELIGIBLE,
): never {
  throw groupRefusal(state, say(REFUSALS[key], params), field);
}
