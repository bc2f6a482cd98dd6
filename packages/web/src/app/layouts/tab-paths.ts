import type { TabKey } from '../../stores/view';

/**
 * Where each tab's page is. Apart from the tabs' icons and titles (tabs.ts, which only the tab bar
 * loads), so that following the active tab on every page (use-track-navigation.ts) does not bring
 * the icons into the sign-in screens' first load (issue 31).
 */
export const TAB_PATHS: Readonly<Record<TabKey, string>> = {
  message: '/message/inner/receive',
  notice: '/notice/index',
  dashboard: '/dashboard',
  contacts: '/contacts/index',
  my: '/my/index',
};

/** The tab whose page is at this path, if any. */
export function tabAt(pathname: string): TabKey | undefined {
  return (Object.keys(TAB_PATHS) as TabKey[]).find((key) => TAB_PATHS[key] === pathname);
}
