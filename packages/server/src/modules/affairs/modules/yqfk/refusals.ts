import { texts as T } from '../../group-refusal.js';
import { refuser, type Refuse } from '../../group-refuse.js';

/** Epidemic control's refusals in every language (the catalogue's `affairs.groupRule`). */
export const REFUSALS = {
  off: T(
    '学校目前没有开启健康日报',
    '學校目前沒有開啟健康日報',
    'The school has the daily health report switched off',
    '学校は現在、健康日報を実施していません',
  ),
  notStudent: T(
    '仅学生填写健康日报',
    '僅學生填寫健康日報',
    'Only students make the daily report',
    '健康日報は学生が記入します',
  ),
  already: T(
    '您今天已于{at}填写过健康日报',
    '您今天已於{at}填寫過健康日報',
    'You already made today’s report at {at}',
    '本日の日報は{at}に記入済みです',
  ),
  noPrevious: T(
    '没有以前的日报可沿用，请填写今日日报',
    '沒有以前的日報可沿用，請填寫今日日報',
    'There is no earlier report to repeat; please fill in today’s',
    '引き継げる以前の日報がありません。本日の日報を記入してください',
  ),
  notAsked: T(
    '学校没有询问此项：{field}',
    '學校沒有詢問此項：{field}',
    'The school does not ask this: {field}',
    '学校はこの項目を尋ねていません：{field}',
  ),
  required: T('请填写：{field}', '請填寫：{field}', 'Please answer: {field}', '記入してください：{field}'),
  notHealthStaff: T(
    '健康数据仅学生本人、其辅导员和防疫办老师可以查看',
    '健康資料僅學生本人、其輔導員和防疫辦老師可以查看',
    'Health data is read only by the student, their counsellor and the epidemic-control office',
    '健康データを見られるのは本人、担当カウンセラー、感染症対策室だけです',
  ),
  notFromReport: T(
    '健康异常跟进由健康日报自动提交，不能直接申请',
    '健康異常跟進由健康日報自動提交，不能直接申請',
    'A health follow-up starts from an abnormal daily report, not by applying',
    '健康異常のフォローは日報から自動で始まり、直接申請はできません',
  ),
  notGate: T(
    '仅门岗和防疫办老师可以扫描通行码',
    '僅門崗和防疫辦老師可以掃描通行碼',
    'Only the gate and the epidemic-control office scan passes',
    '通行コードを読み取れるのは門衛と感染症対策室だけです',
  ),
  badPass: T(
    '这不是本校的通行码',
    '這不是本校的通行碼',
    'This is not a pass of this school',
    'この学校の通行コードではありません',
  ),
  stalePass: T(
    '通行码已过期，请学生刷新后再扫',
    '通行碼已過期，請學生重新整理後再掃',
    'The pass has expired; ask the student to show it again',
    'コードの期限切れです。学生に再表示してもらってください',
  ),
  noPass: T(
    '该学生今天没有已批准的出校申请',
    '該學生今天沒有已批准的出校申請',
    'The student has no approved campus exit today',
    'この学生には本日承認済みの外出申請がありません',
  ),
  passUsed: T(
    '该通行码今天已出校并返校，不能再用',
    '該通行碼今天已出校並返校，不能再用',
    'This pass has already been used out and back today',
    'この通行コードは本日すでに外出・帰校に使われました',
  ),
};

export const refuse: Refuse<keyof typeof REFUSALS> = refuser(REFUSALS);
