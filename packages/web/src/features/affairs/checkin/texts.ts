import { groupTexts, T } from '../group-texts';

/** The check-in mechanism's own words (the code to type), the same for every group that uses it. */
export const { useTexts: useCheckinTexts } = groupTexts({
  'typed.title': T('签到码', '簽到碼', 'Code to type', '入力用コード'),
  'typed.entry': T(
    '摄像头用不了？输入二维码下方的6位数字',
    '鏡頭用不了？輸入二維碼下方的6位數字',
    'No camera? Type the 6 digits under the QR code',
    'カメラが使えない場合は、QRコードの下の6桁を入力',
  ),
  'typed.placeholder': T('6位数字', '6位數字', '6 digits', '6桁の数字'),
  'typed.send': T('提交', '提交', 'Send', '送信'),
  'typed.short': T(
    '请输入完整的6位数字',
    '請輸入完整的6位數字',
    'Type all 6 digits',
    '6桁すべて入力してください',
  ),
});
