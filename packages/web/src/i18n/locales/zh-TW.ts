import type { UiMessages } from '../ui-messages';

export const zhTW: UiMessages = {
  'app.name': '智慧學工',
  'app.description': '面向高校師生的學工事務與校園服務平台',

  'tab.home': '首頁',
  'tab.message': '訊息',
  'tab.notice': '公告',
  'tab.contacts': '通訊錄',
  'tab.mine': '我的',

  'route.dashboard': '工作台',
  'route.my': '我的',
  'route.aboutUs': '關於我們',
  'route.notFound': '頁面不存在',
  'route.unauthorized': '沒有權限',
  'route.forbidden': '拒絕存取',
  'route.serverError': '伺服器錯誤',

  'nav.home': '回到首頁',
  'nav.loading': '載入中',

  'dashboard.greeting.morning': '早安',
  'dashboard.greeting.afternoon': '午安',
  'dashboard.greeting.evening': '晚安',
  'dashboard.dateFormat': 'M月D日 dddd',
  'dashboard.commonApps': '常用應用',

  'my.aboutUs': '關於我們',
  'my.help': '說明中心',
  'my.changePassword': '修改密碼',
  'my.switchTenant': '切換租戶',
  'my.switchLanguage': '切換語言',
  'my.setting': '設定',
  'my.switchEnvironment': '切換環境',
  'my.signOut': '登出',

  'about.version': '版本',
  'about.buildTime': '建置時間',
  'about.commit': '程式碼版本',
  'about.unknown': '未知',

  'error.notFound': '抱歉，您造訪的頁面不存在',
  'error.unauthorized': '您沒有權限存取此頁面',
  'error.forbidden': '您的存取請求被拒絕',
  'error.serverError': '伺服器忙碌中，請稍後再試',
  'error.backHome': '返回首頁',
  'error.unexpected': '頁面出錯了',
  'error.unexpectedHint': '請檢查網路後重新載入',
  'error.reload': '重新載入',
};
