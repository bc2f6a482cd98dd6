import type { UiMessages } from '../ui-messages';

export const jaJP: UiMessages = {
  'app.name': 'キャンパス学務',
  'app.description': '学生と教職員のための学生支援・キャンパスサービス',

  'tab.home': 'ホーム',
  'tab.message': 'メッセージ',
  'tab.notice': 'お知らせ',
  'tab.contacts': '連絡先',
  'tab.mine': 'マイページ',

  'route.dashboard': 'ワークベンチ',
  'route.my': 'マイページ',
  'route.aboutUs': '私たちについて',
  'route.notFound': 'ページが見つかりません',
  'route.unauthorized': '権限がありません',
  'route.forbidden': 'アクセス拒否',
  'route.serverError': 'サーバーエラー',

  'nav.home': 'ホームへ',
  'nav.loading': '読み込み中',

  'dashboard.greeting.morning': 'おはようございます',
  'dashboard.greeting.afternoon': 'こんにちは',
  'dashboard.greeting.evening': 'こんばんは',
  'dashboard.dateFormat': 'M月D日（dddd）',
  'dashboard.commonApps': 'よく使うアプリ',

  'my.aboutUs': '私たちについて',
  'my.help': 'ヘルプセンター',
  'my.changePassword': 'パスワード変更',
  'my.switchTenant': 'テナント切替',
  'my.switchLanguage': '言語切替',
  'my.setting': '設定',
  'my.switchEnvironment': '環境切替',
  'my.signOut': 'ログアウト',

  'about.version': 'バージョン',
  'about.buildTime': 'ビルド日時',
  'about.commit': 'コミット',
  'about.unknown': '不明',

  'error.notFound': '申し訳ありません。お探しのページは存在しません',
  'error.unauthorized': 'このページへのアクセス権限がありません',
  'error.forbidden': 'アクセスが拒否されました',
  'error.serverError': 'サーバーの調子が悪いようです。しばらくしてから再度お試しください',
  'error.backHome': 'ホームに戻る',
  'error.unexpected': 'エラーが発生しました',
  'error.unexpectedHint': 'ネットワークを確認して再読み込みしてください',
  'error.reload': '再読み込み',
};
