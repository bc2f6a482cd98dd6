import type { Language } from '@campus/contract';
import { useViewStore } from '../../stores/view';

/**
 * The setup screen's own words in the four languages. It is opened once, by one person, before the
 * school exists: its texts live here rather than in every visitor's language pack.
 */
const TEXTS = {
  'zh-CN': {
    title: '创建学校',
    hint: '这是服务器启动时在日志中打印的一次性设置链接。填写学校和管理员信息，创建后即可用该管理员账号登录。',
    repeat: '确认密码',
    passwordHint: '至少 8 位，包含字母和数字',
    submit: '创建学校',
    created: '学校已创建，请用管理员账号登录',
    noToken: '缺少设置链接',
    noTokenHint: '请打开服务器日志中“setup link:”后面的完整链接。',
    invalid: '设置链接无效或已使用',
    invalidHint: '链接只能使用一次，服务器每次重启都会打印新的链接。请查看服务器日志中的最新链接。',
    done: '本服务器已有学校',
    doneHint: '无需再次设置，请用管理员账号登录。',
    toLogin: '去登录',
  },
  'zh-TW': {
    title: '建立學校',
    hint: '這是伺服器啟動時在日誌中列印的一次性設定連結。填寫學校和管理員資訊，建立後即可用該管理員帳號登入。',
    repeat: '確認密碼',
    passwordHint: '至少 8 位，包含字母和數字',
    submit: '建立學校',
    created: '學校已建立，請用管理員帳號登入',
    noToken: '缺少設定連結',
    noTokenHint: '請開啟伺服器日誌中「setup link:」後面的完整連結。',
    invalid: '設定連結無效或已使用',
    invalidHint: '連結只能使用一次，伺服器每次重新啟動都會列印新的連結。請查看伺服器日誌中的最新連結。',
    done: '本伺服器已有學校',
    doneHint: '無需再次設定，請用管理員帳號登入。',
    toLogin: '去登入',
  },
  'en-US': {
    title: 'Create the school',
    hint: 'This is the one-time setup link the server printed in its log. Enter the school and its administrator; then sign in with the administrator account.',
    repeat: 'Repeat the password',
    passwordHint: 'At least 8 characters, with a letter and a digit',
    submit: 'Create the school',
    created: 'The school is created: sign in as its administrator',
    noToken: 'The setup link is incomplete',
    noTokenHint: 'Open the whole link after "setup link:" in the server log.',
    invalid: 'The setup link is invalid or already used',
    invalidHint:
      'A link works once, and each restart of the server prints a new one: open the latest link in the server log.',
    done: 'This server already has a school',
    doneHint: 'There is nothing to set up: sign in as the administrator.',
    toLogin: 'Sign in',
  },
  'ja-JP': {
    title: '学校の作成',
    hint: 'サーバーの起動時にログに出力された一回限りの設定リンクです。学校と管理者の情報を入力して作成し、その管理者アカウントでサインインしてください。',
    repeat: 'パスワード（確認）',
    passwordHint: '8 文字以上、英字と数字を含む',
    submit: '学校を作成',
    created: '学校を作成しました。管理者アカウントでサインインしてください',
    noToken: '設定リンクが不完全です',
    noTokenHint: 'サーバーログの「setup link:」の後にあるリンク全体を開いてください。',
    invalid: '設定リンクが無効か使用済みです',
    invalidHint:
      'リンクは一度だけ使え、サーバーを再起動するたびに新しいリンクが出力されます。サーバーログの最新のリンクを開いてください。',
    done: 'このサーバーには既に学校があります',
    doneHint: '設定は不要です。管理者アカウントでサインインしてください。',
    toLogin: 'サインイン',
  },
} satisfies Record<Language, Record<string, string>>;

export type SetupTexts = (typeof TEXTS)['zh-CN'];

/** The setup screen's words in the current language. */
export function useSetupTexts(): SetupTexts {
  return TEXTS[useViewStore((state) => state.language)];
}
