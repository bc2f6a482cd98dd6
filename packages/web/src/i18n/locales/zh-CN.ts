/**
 * UI texts in the default and fallback language. Its keys define the UI catalogue: every other
 * language must have exactly these (enforced by `UiMessages` and by locales.test.ts).
 * Server and state messages are not here: they live in @campus/contract (i18n namespace `contract`).
 * Placeholders are written `{name}`, as in the contract catalogue.
 */
export const zhCN = {
  'app.name': '智慧学工',
  'app.description': '面向高校师生的学工事务与校园服务平台',

  'tab.home': '首页',
  'tab.message': '消息',
  'tab.notice': '公告',
  'tab.contacts': '通讯录',
  'tab.mine': '我的',

  'route.dashboard': '工作台',
  'route.my': '我的',
  'route.aboutUs': '关于我们',
  'route.notFound': '页面不存在',
  'route.unauthorized': '没有权限',
  'route.forbidden': '拒绝访问',
  'route.serverError': '服务器错误',

  'nav.home': '回到首页',
  'nav.loading': '加载中',

  'dashboard.greeting.morning': '早上好',
  'dashboard.greeting.afternoon': '下午好',
  'dashboard.greeting.evening': '晚上好',
  'dashboard.dateFormat': 'M月D日 dddd',
  'dashboard.commonApps': '常用应用',

  'my.aboutUs': '关于我们',
  'my.help': '帮助中心',
  'my.changePassword': '修改密码',
  'my.switchTenant': '切换租户',
  'my.switchLanguage': '切换语言',
  'my.setting': '设置',
  'my.switchEnvironment': '切换环境',
  'my.signOut': '退出登录',

  'about.version': '版本号',
  'about.buildTime': '构建时间',
  'about.commit': '代码版本',
  'about.unknown': '未知',

  'error.notFound': '抱歉，您访问的页面不存在',
  'error.unauthorized': '您没有权限访问该页面',
  'error.forbidden': '您的访问请求被拒绝',
  'error.serverError': '服务器开小差了，请稍后再试',
  'error.backHome': '返回首页',
  'error.unexpected': '页面出错了',
  'error.unexpectedHint': '请检查网络后重新加载',
  'error.reload': '重新加载',
} as const;
