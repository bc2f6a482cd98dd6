import { groupTexts, T } from '../../group-texts';

/**
 * The gate-scan screen's texts in every language: apart from the group's (texts.ts), so the
 * student's screens do not download the gate's words.
 */
export const GATE_TEXTS = {
  'gate.notForYou': T(
    '此页面仅供门岗和防疫办老师扫描通行码',
    '此頁面僅供門崗和防疫辦老師掃描通行碼',
    'This page is for the gate staff and the epidemic-control office, who scan passes',
    'このページは通行コードを読み取る門衛と感染症対策室の専用です',
  ),
  'gate.hint': T(
    '扫描学生出示的通行码：第一次记出校，第二次记返校',
    '掃描學生出示的通行碼：第一次記出校，第二次記返校',
    'Scan the pass a student shows: the first scan records the way out, the second the way back',
    '学生が示す通行コードを読み取ります：1回目で外出、2回目で帰校を記録します',
  ),
  'gate.camera': T('打开摄像头扫码', '開啟攝影機掃碼', 'Scan with the camera', 'カメラで読み取る'),
  'gate.stop': T('关闭摄像头', '關閉攝影機', 'Close the camera', 'カメラを閉じる'),
  'gate.viewfinder': T('通行码取景框', '通行碼取景框', 'Pass viewfinder', '通行コードのファインダー'),
  'gate.noCamera': T(
    '无法使用摄像头（{reason}），请用扫码枪或输入通行码',
    '無法使用攝影機（{reason}），請用掃碼槍或輸入通行碼',
    'The camera cannot be used ({reason}); use a scanner gun or enter the code',
    'カメラを使えません（{reason}）。スキャナーを使うかコードを入力してください',
  ),
  'gate.code': T(
    '通行码（扫码枪扫入或手动输入）',
    '通行碼（掃碼槍掃入或手動輸入）',
    'Pass code (scanner gun or typed)',
    '通行コード（スキャナーまたは手入力）',
  ),
  'gate.placeholder': T('CK.s.…', 'CK.s.…', 'CK.s.…', 'CK.s.…'),
  'gate.check': T('核验', '核驗', 'Check', '確認'),
  'gate.empty': T(
    '请填写：通行码',
    '請填寫：通行碼',
    'Please enter: pass code',
    '入力してください：通行コード',
  ),
  'gate.checking': T('正在核验…', '正在核驗…', 'Checking…', '確認中…'),
  'gate.out': T('已出校 {time}', '已出校 {time}', 'Out at {time}', '{time} 外出'),
  'gate.in': T('已返校 {time}', '已返校 {time}', 'Back at {time}', '{time} 帰校'),
  'gate.late': T('超过批准时长返校', '超過批准時長返校', 'Back later than approved', '承認時間を過ぎて帰校'),
  'gate.onTime': T('按时返校', '按時返校', 'Back on time', '時間内に帰校'),
  'gate.refused': T('未通过', '未通過', 'Not let through', '通過不可'),
  'gate.next': T('扫下一位', '掃下一位', 'Next student', '次の学生'),
};

export const useGateTexts = groupTexts(GATE_TEXTS).useTexts;
