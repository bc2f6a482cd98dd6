import type { CheckinRefusal } from '@campus/contract';
import { ModuleState } from '@campus/contract';
import { groupRefusal, say, texts as T, type Texts } from '../group-refusal.js';

/** Why a check-in is refused, in every language (the catalogue's affairs.groupRule says it). */
const REFUSALS: Record<CheckinRefusal, Texts> = {
  badCode: T(
    '这不是有效的报到二维码，请扫描报到点屏幕上的二维码',
    '這不是有效的報到二維碼，請掃描報到點螢幕上的二維碼',
    "This is not a valid check-in code; scan the code on the check-in point's screen",
    '有効な受付QRコードではありません。受付の画面のコードを読み取ってください',
  ),
  expired: T(
    '二维码已过期（每30秒更新），请扫描屏幕上最新的二维码',
    '二維碼已過期（每30秒更新），請掃描螢幕上最新的二維碼',
    'The code has expired (it changes every 30 s); scan the one on the screen now',
    'QRコードの有効期限が切れました（30秒ごとに更新）。画面の最新のコードを読み取ってください',
  ),
  wrongSchool: T(
    '这是其他学校的报到二维码，不能在本校报到',
    '這是其他學校的報到二維碼，不能在本校報到',
    'This code belongs to another school; it cannot check you in here',
    '他校の受付QRコードです。本校の受付には使えません',
  ),
  notOpen: T(
    '报到点尚未开放，请在开放时间内扫码',
    '報到點尚未開放，請在開放時間內掃碼',
    'The check-in point is not open yet; scan during its opening hours',
    '受付はまだ開いていません。受付時間内に読み取ってください',
  ),
  closed: T(
    '报到点已关闭，请联系辅导员',
    '報到點已關閉，請聯絡輔導員',
    'The check-in point has closed; contact your counsellor',
    '受付は終了しました。担当アドバイザーに連絡してください',
  ),
  locationNeeded: T(
    '该报到点需要定位，请允许获取位置后重试',
    '該報到點需要定位，請允許取得位置後重試',
    'This point needs your location; allow location access and try again',
    'この受付には位置情報が必要です。位置情報を許可して再度お試しください',
  ),
  outsideArea: T(
    '您不在报到点范围内（距离约{distance}米，允许{radius}米）',
    '您不在報到點範圍內（距離約{distance}公尺，允許{radius}公尺）',
    'You are outside the check-in area (about {distance} m away, {radius} m allowed)',
    '受付の範囲外です（約{distance}m、許容{radius}m）',
  ),
  notInAudience: T(
    '您不在该报到点的报到对象范围内',
    '您不在該報到點的報到對象範圍內',
    'You are not among the students this point checks in',
    'この受付の対象学生ではありません',
  ),
  notStudent: T(
    '只有学生可以扫码报到',
    '只有學生可以掃碼報到',
    'Only students check in with a code',
    'QRコードで受付できるのは学生のみです',
  ),
  badTypedCode: T(
    '签到码不正确或已更新（每30秒更新），请输入现场屏幕上二维码下方最新的6位数字',
    '簽到碼不正確或已更新（每30秒更新），請輸入現場螢幕上二維碼下方最新的6位數字',
    'That code is wrong or has changed (it changes every 30 s); type the 6 digits under the QR code on the screen now',
    'コードが違うか更新されました（30秒ごとに更新）。画面のQRコードの下にある最新の6桁を入力してください',
  ),
  notSignedUp: T(
    '您没有该活动的名额（未报名或仍在候补），不能签到',
    '您沒有該活動的名額（未報名或仍在候補），不能簽到',
    'You have no place at this activity (not signed up, or still waiting), so you cannot sign in',
    'この活動の参加枠がありません（未申込または補欠）。出席登録できません',
  ),
};

/** The refusal for a reason, naming the field at fault ('code', 'latitude'); `reason` for tests and logs. */
export function checkinRefusal(reason: CheckinRefusal, field = 'code', params: Record<string, number> = {}) {
  return Object.assign(groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, say(REFUSALS[reason], params), field), {
    reason,
  });
}
