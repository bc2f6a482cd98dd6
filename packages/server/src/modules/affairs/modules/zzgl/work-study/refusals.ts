import { ModuleState, SecurityState } from '@campus/contract';
import type { AppError } from '../../../../../http/errors.js';
import { groupRefusal, say, texts as T, type Texts } from '../../../group-refusal.js';

/**
 * Work-study's refusals, each in the four languages (said through the catalogue's
 * 'affairs.groupRule'), with the figures that explain it: which week, how many hours, which cap.
 */
type Params = Record<string, string | number>;

const TEXTS = {
  postNotFound: T('该岗位不存在', '該崗位不存在', 'No such post', 'そのポストはありません'),
  postClosed: T(
    '岗位“{post}”已停止招聘',
    '崗位「{post}」已停止招聘',
    'The post "{post}" no longer takes applications',
    'ポスト「{post}」は募集を終了しました',
  ),
  postEnded: T(
    '岗位“{post}”的工作期已于{end}结束',
    '崗位「{post}」的工作期已於{end}結束',
    'The post "{post}" ended on {end}',
    'ポスト「{post}」の勤務期間は{end}に終了しました',
  ),
  postFull: T(
    '岗位“{post}”的{places}个名额已满',
    '崗位「{post}」的{places}個名額已滿',
    'All {places} places of the post "{post}" are taken',
    'ポスト「{post}」の定員{places}名は埋まっています',
  ),
  onPost: T(
    '您已在岗位“{post}”上岗',
    '您已在崗位「{post}」上崗',
    'You are already on the post "{post}"',
    'すでにポスト「{post}」で勤務しています',
  ),
  studentOnPost: T(
    '{student}已在岗位“{post}”上岗',
    '{student}已在崗位「{post}」上崗',
    '{student} is already on the post "{post}"',
    '{student}はすでにポスト「{post}」で勤務しています',
  ),
  applied: T(
    '您申请岗位“{post}”的申请正在审核中',
    '您申請崗位「{post}」的申請正在審核中',
    'Your application for the post "{post}" is under review',
    'ポスト「{post}」への応募は審査中です',
  ),
  tooManyPosts: T(
    '每人最多同时在{max}个岗位上岗，已在{count}个岗位上岗',
    '每人最多同時在{max}個崗位上崗，已在{count}個崗位上崗',
    'A student may hold at most {max} post(s) at once; already on {count}',
    '同時に就けるポストは{max}件までです（現在{count}件）',
  ),
  notOnPost: T(
    '您不在岗位“{post}”上岗，无需离岗',
    '您不在崗位「{post}」上崗，無需離崗',
    'You are not on the post "{post}", so there is nothing to leave',
    'ポスト「{post}」で勤務していないため、退職の必要はありません',
  ),
  resigning: T(
    '岗位“{post}”的离岗申请正在审核中',
    '崗位「{post}」的離崗申請正在審核中',
    'Your resignation from the post "{post}" is under review',
    'ポスト「{post}」の退職届は審査中です',
  ),
  rateBelowMin: T(
    '时薪{rate}元低于学校规定的最低时薪{min}元',
    '時薪{rate}元低於學校規定的最低時薪{min}元',
    "An hourly pay of {rate} yuan is below the school's least of {min} yuan",
    '時給{rate}元は学校の最低時給{min}元を下回っています',
  ),
  postRateBelowMin: T(
    '岗位“{post}”的时薪{rate}元低于学校规定的最低时薪{min}元，请先调整岗位时薪',
    '崗位「{post}」的時薪{rate}元低於學校規定的最低時薪{min}元，請先調整崗位時薪',
    'The post "{post}" pays {rate} yuan an hour, below the school\'s least of {min} yuan: raise its pay first',
    'ポスト「{post}」の時給{rate}元は学校の最低時給{min}元を下回っています。先に時給を見直してください',
  ),
  postHoursOverCap: T(
    '每月{hours}小时超过每月最多{max}小时的规定',
    '每月{hours}小時超過每月最多{max}小時的規定',
    '{hours} hours a month is over the cap of {max} hours a month',
    '月{hours}時間は月の上限{max}時間を超えています',
  ),
  placesBelowFilled: T(
    '名额不能少于在岗的{filled}人',
    '名額不能少於在崗的{filled}人',
    'Places cannot be fewer than the {filled} student(s) on the post',
    '定員は勤務中の{filled}名より少なくできません',
  ),
  noDepartment: T(
    '请选择本校的部门',
    '請選擇本校的部門',
    'Choose a department of the school',
    '学校の部署を選んでください',
  ),
  noSupervisor: T(
    '负责人须是本校的教职工',
    '負責人須是本校的教職員',
    'The supervisor must be a member of staff of the school',
    '担当者は学校の教職員である必要があります',
  ),
  manageOnly: T(
    '只有资助中心可以发布、修改岗位和确认工时',
    '只有資助中心可以發布、修改崗位和確認工時',
    'Only the aid centre publishes and edits posts and confirms hours',
    'ポストの公開・編集と勤務時間の確認は支援センターのみ行えます',
  ),
  notSupervisor: T(
    '您不是岗位“{post}”的负责人',
    '您不是崗位「{post}」的負責人',
    'You do not supervise the post "{post}"',
    'ポスト「{post}」の担当者ではありません',
  ),
  placementNotFound: T(
    '该学生不在此岗位',
    '該學生不在此崗位',
    'No such student on the post',
    'その学生はこのポストにいません',
  ),
  monthAhead: T(
    '{month}还没有到，不能登记工时',
    '{month}還沒有到，不能登記工時',
    '{month} has not come yet: no hours can be logged for it',
    '{month}はまだ来ていないため、勤務時間を登録できません',
  ),
  monthOffPost: T(
    '{student}在{month}不在岗（{from}至{to}在岗）',
    '{student}在{month}不在崗（{from}至{to}在崗）',
    '{student} was not on the post in {month} (on it {from} to {to})',
    '{student}は{month}に勤務していません（勤務期間 {from}〜{to}）',
  ),
  weeksCount: T(
    '{month}有{count}周，请逐周填写工时',
    '{month}有{count}週，請逐週填寫工時',
    '{month} has {count} weeks: give the hours of each',
    '{month}は{count}週あります。週ごとに入力してください',
  ),
  weekOffPost: T(
    '{student}在{week}不在岗，工时应为0',
    '{student}在{week}不在崗，工時應為0',
    '{student} was not on the post in {week}: its hours must be 0',
    '{student}は{week}に勤務していないため、勤務時間は0です',
  ),
  weekAhead: T(
    '{week}还没有到，工时应为0',
    '{week}還沒有到，工時應為0',
    '{week} has not come yet: its hours must be 0',
    '{week}はまだ来ていないため、勤務時間は0です',
  ),
  weekCap: T(
    '{week}：每周最多{max}小时，{student}当周共{total}小时',
    '{week}：每週最多{max}小時，{student}當週共{total}小時',
    '{week}: at most {max} hours a week; {student} would have {total}',
    '{week}：週の上限は{max}時間ですが、{student}は計{total}時間になります',
  ),
  monthCap: T(
    '每月最多{max}小时，{student}在{month}的各岗位共{total}小时',
    '每月最多{max}小時，{student}在{month}的各崗位共{total}小時',
    'At most {max} hours a month; {student} would have {total} in {month} on all posts',
    '月の上限は{max}時間ですが、{student}は{month}に全ポストで計{total}時間になります',
  ),
  postMonthCap: T(
    '岗位“{post}”每月{max}小时，登记了{total}小时',
    '崗位「{post}」每月{max}小時，登記了{total}小時',
    'The post "{post}" offers {max} hours a month; {total} were logged',
    'ポスト「{post}」は月{max}時間ですが、{total}時間が登録されました',
  ),
  confirmed: T(
    '{student}在{month}的工时已确认，不能再修改',
    '{student}在{month}的工時已確認，不能再修改',
    'The hours of {student} in {month} are confirmed and can no longer change',
    '{student}の{month}の勤務時間は確認済みのため変更できません',
  ),
  hoursNotFound: T('没有这条工时记录', '沒有這條工時記錄', 'No such hours', 'その勤務時間の記録はありません'),
} satisfies Record<string, Texts>;

export type Refusal = keyof typeof TEXTS;

/** Every refusal's texts (for the test that holds the four languages together). */
export const REFUSAL_TEXTS: Readonly<Record<Refusal, Texts>> = TEXTS;

/** A refusal's text in every language, its placeholders filled. */
export function said(refusal: Refusal, params: Params = {}): Texts {
  return say(TEXTS[refusal], params);
}

/** A refusal with its state; `field` marks the input at fault (the post editor's, an hours week). */
export function refuse(state: number, refusal: Refusal, params: Params = {}, field?: string): AppError {
  return groupRefusal(state, said(refusal, params), field);
}

export const States = {
  notFound: ModuleState.BUSINESS_OBJECT_NOT_FOUND,
  notEligible: ModuleState.AFFAIR_NOT_ELIGIBLE,
  full: ModuleState.AFFAIR_QUOTA_FULL,
  already: ModuleState.AFFAIR_ALREADY_APPLIED,
  invalid: ModuleState.FORM_DATA_INVALID,
  notAllowed: ModuleState.ACTION_NOT_ALLOWED,
  unauthorized: SecurityState.UNAUTHORIZED,
} as const;
