import { texts as T } from '../../group-refusal.js';
import { refuser, type Refuse } from '../../group-refuse.js';

/** The admissions service's refusals in every language (the catalogue's `affairs.groupRule`). */
export const REFUSALS = {
  notOpen: T(
    '该项目的报名时间为{opens}至{closes}，当前不在报名时间内',
    '該項目的報名時間為{opens}至{closes}，目前不在報名時間內',
    'Sign-up for this programme runs from {opens} to {closes}; it is not open now',
    'このプログラムの出願期間は{opens}〜{closes}です。現在は出願できません',
  ),
  duplicate: T(
    '该身份证号已报名此项目，请勿重复报名',
    '該身分證號已報名此項目，請勿重複報名',
    'This ID number has already signed up for this programme',
    'この身分証番号はすでにこのプログラムに出願しています',
  ),
  unknownMajor: T(
    '{major}不是本项目招生的专业',
    '{major}不是本項目招生的專業',
    '{major} is not a major of this programme',
    '{major}はこのプログラムの募集専攻ではありません',
  ),
  sameMajor: T(
    '第二志愿不能与第一志愿相同',
    '第二志願不能與第一志願相同',
    'The second choice must differ from the first',
    '第二志望は第一志望と異なる必要があります',
  ),
  schoolNotFound: T(
    '未找到该学校的招生信息',
    '未找到該學校的招生資訊',
    'No admissions of such a school',
    'その学校の入試情報は見つかりません',
  ),
  notFound: T('未找到该报名信息', '未找到該報名資訊', 'No such sign-up', 'その出願は見つかりません'),
  programNotFound: T(
    '未找到该招生项目',
    '未找到該招生項目',
    'No such programme',
    'そのプログラムは見つかりません',
  ),
  notStaff: T(
    '仅招生办公室的老师可以查看和审核报名',
    '僅招生辦公室的老師可以查看和審核報名',
    'Only the admissions office reads and checks sign-ups',
    '出願の閲覧と審査は入試課だけができます',
  ),
  decided: T(
    '该报名已审核为“{state}”，不能再修改',
    '該報名已審核為「{state}」，不能再修改',
    'This sign-up was already decided ({state})',
    'この出願はすでに審査済みです（{state}）',
  ),
};

export const refuse: Refuse<keyof typeof REFUSALS> = refuser(REFUSALS);
