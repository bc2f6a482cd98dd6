import { groupTexts, T } from '../../group-texts';

/** Epidemic control's screen texts in every language. */
export const HEALTH_TEXTS = {
  off: T(
    '学校目前没有开启健康日报，无需填写',
    '學校目前沒有開啟健康日報，無需填寫',
    'The school has the daily health report switched off; nothing to do',
    '学校は現在健康日報を実施していません。記入は不要です',
  ),
  done: T(
    '今日已于 {time} 填报',
    '今日已於 {time} 填報',
    'Reported today at {time}',
    '本日 {time} に報告済み',
  ),
  abnormal: T(
    '已通知您的辅导员跟进，请注意休息，必要时及时就医',
    '已通知您的輔導員跟進，請注意休息，必要時及時就醫',
    'Your counsellor has been told and will follow up; rest, and see a doctor if needed',
    'カウンセラーに通知しました。休養し、必要なら受診してください',
  ),
  temperature: T('体温（°C）', '體溫（°C）', 'Temperature (°C)', '体温（°C）'),
  symptoms: T(
    '症状（无则不选）',
    '症狀（無則不選）',
    'Symptoms (none: leave empty)',
    '症状（なければ選択なし）',
  ),
  location: T('目前所在地', '目前所在地', 'Where you are', '現在の所在地'),
  contact: T(
    '近14天是否接触确诊或疑似病例',
    '近14天是否接觸確診或疑似病例',
    'Contact with a confirmed or suspected case in the last 14 days',
    '14日以内の確定・疑い例との接触',
  ),
  yes: T('是', '是', 'Yes', 'はい'),
  no: T('否', '否', 'No', 'いいえ'),
  note: T('备注', '備註', 'Note', '備考'),
  submit: T('提交今日日报', '提交今日日報', 'Report today', '本日の日報を提出'),
  unchanged: T('无变化，一键提交', '無變化，一鍵提交', 'Nothing changed: report', '変化なし：そのまま提出'),
  reported: T('已提交', '已提交', 'Reported', '提出しました'),
  prefilled: T(
    '已按 {date} 的日报预填',
    '已按 {date} 的日報預填',
    'Filled in from your report of {date}',
    '{date} の日報から入力済み',
  ),
  fever: T(
    '已达发热标准（{from}°C）',
    '已達發熱標準（{from}°C）',
    'A fever (from {from}°C)',
    '発熱の基準（{from}°C）以上です',
  ),
  'overview.off': T(
    '健康日报未开启（可在设置中开启）',
    '健康日報未開啟（可在設定中開啟）',
    'The daily report is switched off (switch it on in the settings)',
    '健康日報は停止中です（設定で開始できます）',
  ),
  'overview.today': T(
    '{date}：已报 {reported}/{total}，异常 {abnormal}',
    '{date}：已報 {reported}/{total}，異常 {abnormal}',
    '{date}: {reported} of {total} reported, {abnormal} abnormal',
    '{date}：報告 {reported}/{total}、異常 {abnormal}',
  ),
  'overview.byCollege': T('按学院', '按學院', 'By college', '学部別'),
  'overview.byClass': T('按班级', '按班級', 'By class', 'クラス別'),
  'overview.days': T('近14天', '近14天', 'The last 14 days', '直近14日'),
  'overview.reported': T('已报', '已報', 'Reported', '報告'),
  'overview.abnormal': T('异常', '異常', 'Abnormal', '異常'),
  'overview.missing': T('今日未报（{n}人）', '今日未報（{n}人）', 'Not reported ({n})', '未報告（{n}人）'),
  'overview.allDone': T('全部已报', '全部已報', 'Everyone has reported', '全員報告済み'),
  'overview.remind': T('提醒未报学生', '提醒未報學生', 'Remind them', '未報告者に通知'),
  'overview.reminded': T('已提醒 {n} 人', '已提醒 {n} 人', '{n} reminded', '{n}人に通知しました'),
  'pass.title': T(
    '{date} 出校 {hours} 小时',
    '{date} 出校 {hours} 小時',
    '{date}: out for {hours} h',
    '{date} 外出 {hours} 時間',
  ),
  'pass.out': T('出校', '出校', 'Out', '外出'),
  'pass.in': T('返校', '返校', 'Back', '帰校'),
  'pass.none': T(
    '今天没有已批准的出校申请',
    '今天沒有已批准的出校申請',
    'You have no approved campus exit today',
    '本日承認済みの外出申請はありません',
  ),
  'pass.apply': T('申请出校', '申請出校', 'Apply to go out', '外出を申請'),
  'pass.showOut': T(
    '出校时请门岗扫码',
    '出校時請門崗掃碼',
    'Show this at the gate to go out',
    '外出時に門で提示してください',
  ),
  'pass.showIn': T(
    '返校时请门岗扫码',
    '返校時請門崗掃碼',
    'Show this at the gate when you come back',
    '帰校時に門で提示してください',
  ),
  'pass.qr': T('出入校通行码', '出入校通行碼', 'Gate pass code', '通行コード'),
  'pass.used': T('今日已出校并返校', '今日已出校並返校', 'Out and back today', '本日は外出・帰校済みです'),
};

const texts = groupTexts(HEALTH_TEXTS);
export const useHealthTexts = texts.useTexts;
