import type { UiMessages } from '../ui-messages';

export const enUS: UiMessages = {
  'app.name': 'Campus Affairs',
  'app.description': 'Student affairs and campus services for students and staff',

  'tab.home': 'Home',
  'tab.message': 'Message',
  'tab.notice': 'Announcement',
  'tab.contacts': 'Address book',
  'tab.mine': 'Mine',

  'route.dashboard': 'Workbench',
  'route.my': 'Mine',
  'route.aboutUs': 'About us',
  'route.notFound': 'Page not found',
  'route.unauthorized': 'No permission',
  'route.forbidden': 'Access denied',
  'route.serverError': 'Server error',

  'nav.home': 'Back to home',
  'nav.loading': 'Loading',

  'dashboard.greeting.morning': 'Good morning',
  'dashboard.greeting.afternoon': 'Good afternoon',
  'dashboard.greeting.evening': 'Good evening',
  'dashboard.dateFormat': 'dddd, MMMM D',
  'dashboard.commonApps': 'Common applications',

  'my.aboutUs': 'About us',
  'my.help': 'Help center',
  'my.changePassword': 'Change password',
  'my.switchTenant': 'Switch tenant',
  'my.switchLanguage': 'Switch language',
  'my.setting': 'Setting',
  'my.switchEnvironment': 'Switch environment',
  'my.signOut': 'Sign Out',

  'about.version': 'Version',
  'about.buildTime': 'Build time',
  'about.commit': 'Commit',
  'about.unknown': 'Unknown',

  'error.notFound': 'Sorry, the page you visited does not exist',
  'error.unauthorized': "You don't have permission to go to this page",
  'error.forbidden': 'Your request to access this page was denied',
  'error.serverError': 'The server is running bad, please try again later',
  'error.backHome': 'Back to home',
  'error.unexpected': 'Something went wrong',
  'error.unexpectedHint': 'Check your network and reload',
  'error.reload': 'Reload',
};
