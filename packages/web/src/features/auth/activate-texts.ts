import type { Language } from '@campus/contract';
import { useViewStore } from '../../stores/view';

/**
 * The activation screen's words in the four languages (issue 28). Opened once per person, so they
 * live here rather than in every visitor's language pack; the sign-in screen's link to it is in
 * activate-link-text.ts, so that these stay out of the sign-in screen's first load (issue 31).
 */
const TEXTS = {
  'zh-CN': {
    title: '激活账号',
    hint: '学校导入的账号没有初始密码。请输入学号或工号、身份证件号后六位，验证手机后设置你的密码。',
    number: '学号/工号',
    numberPlaceholder: '请输入学号或工号',
    idTail: '身份证件号后六位',
    idTailPlaceholder: '末位为 X 时输入 X',
    code: '验证码',
    sendCode: '获取验证码',
    resend: '{{seconds}} 秒后重发',
    sentTo: '验证码已发送至 {{mobile}}',
    submit: '激活并设置密码',
    activated: '账号已激活，请用新密码登录',
  },
  'zh-TW': {
    title: '啟用帳號',
    hint: '學校匯入的帳號沒有初始密碼。請輸入學號或工號、身分證件號後六位，驗證手機後設定你的密碼。',
    number: '學號/工號',
    numberPlaceholder: '請輸入學號或工號',
    idTail: '身分證件號後六位',
    idTailPlaceholder: '末位為 X 時輸入 X',
    code: '驗證碼',
    sendCode: '取得驗證碼',
    resend: '{{seconds}} 秒後重發',
    sentTo: '驗證碼已傳送至 {{mobile}}',
    submit: '啟用並設定密碼',
    activated: '帳號已啟用，請用新密碼登入',
  },
  'en-US': {
    title: 'Activate your account',
    hint: 'Accounts the school imported have no initial password. Enter your student or staff number and the last 6 characters of your ID number, confirm your phone, then choose your password.',
    number: 'Student or staff number',
    numberPlaceholder: 'Your student or staff number',
    idTail: 'Last 6 characters of ID number',
    idTailPlaceholder: 'Type X if it ends in X',
    code: 'Verification code',
    sendCode: 'Send code',
    resend: 'Resend in {{seconds}} s',
    sentTo: 'Code sent to {{mobile}}',
    submit: 'Activate and set password',
    activated: 'Your account is active: sign in with your new password',
  },
  'ja-JP': {
    title: 'アカウントの有効化',
    hint: '学校が登録したアカウントには初期パスワードがありません。学籍番号または職員番号と身分証番号の下6桁を入力し、携帯電話を確認してからパスワードを設定してください。',
    number: '学籍番号/職員番号',
    numberPlaceholder: '学籍番号または職員番号',
    idTail: '身分証番号の下6桁',
    idTailPlaceholder: '末尾が X の場合は X',
    code: '確認コード',
    sendCode: 'コードを送信',
    resend: '{{seconds}} 秒後に再送信',
    sentTo: '{{mobile}} にコードを送信しました',
    submit: '有効化してパスワードを設定',
    activated: 'アカウントを有効化しました。新しいパスワードでサインインしてください',
  },
} satisfies Record<Language, Record<string, string>>;

export type ActivateTexts = (typeof TEXTS)['zh-CN'];

/** The activation words in the current language. */
export function useActivateTexts(): ActivateTexts {
  return TEXTS[useViewStore((state) => state.language)];
}

/** A text with its {{placeholders}} filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
