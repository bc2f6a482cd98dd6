import { texts } from '../../group-refusal.js';

/** The counselling group's refusals, in every language. */
export const COUNSELLING_TEXTS = {
  noSlot: texts('没有这个时段', '沒有這個時段', 'No such slot', 'この枠はありません'),
  noBooking: texts('没有这条预约', '沒有這條預約', 'No such booking', 'この予約はありません'),
  noRecord: texts(
    '没有这份咨询记录',
    '沒有這份諮詢記錄',
    'No such session record',
    'この相談記録はありません',
  ),
  slotPast: texts('这个时段已过', '這個時段已過', 'This slot has passed', 'この枠は過ぎています'),
  slotTaken: texts(
    '这个时段已被预约，请选择其他时段',
    '這個時段已被預約，請選擇其他時段',
    'Someone has booked this slot; choose another',
    'この枠は予約済みです。別の枠を選んでください',
  ),
  oneAtATime: texts(
    '你已有一个未完成的预约，请先完成或取消',
    '你已有一個未完成的預約，請先完成或取消',
    'You already have an upcoming booking: attend or cancel it first',
    '未完了の予約があります。先に受けるか取り消してください',
  ),
  tooLate: texts(
    '距咨询开始不足 {hours} 小时，不能在线取消，请致电咨询中心',
    '距諮詢開始不足 {hours} 小時，不能線上取消，請致電諮詢中心',
    'Less than {hours} hours before the session: call the centre to cancel',
    '開始まで {hours} 時間を切っています。センターに電話で連絡してください',
  ),
  notBooked: texts(
    '这条预约已不能取消',
    '這條預約已不能取消',
    'This booking can no longer be cancelled',
    'この予約は取り消せません',
  ),
  notStaff: texts(
    '仅心理健康教育与咨询中心的老师可以操作',
    '僅心理健康教育與諮詢中心的老師可以操作',
    'Only the counselling centre staff may do this',
    'カウンセリングセンターの職員のみ操作できます',
  ),
  notYours: texts(
    '只能记录自己接待的咨询',
    '只能記錄自己接待的諮詢',
    'You can record only your own sessions',
    '自分が担当した相談のみ記録できます',
  ),
  notYet: texts(
    '咨询尚未开始',
    '諮詢尚未開始',
    'The session has not started yet',
    '相談はまだ始まっていません',
  ),
  slotWindow: texts(
    '时段应在今后 {days} 天内',
    '時段應在今後 {days} 天內',
    'A slot must be within the next {days} days',
    '枠は今後 {days} 日以内にしてください',
  ),
  overlap: texts(
    '与你已有的时段重叠',
    '與你已有的時段重疊',
    'It overlaps one of your slots',
    '既存の枠と重なっています',
  ),
  cancelled: texts(
    '这条预约已取消',
    '這條預約已取消',
    'This booking was cancelled',
    'この予約は取り消されています',
  ),
};
