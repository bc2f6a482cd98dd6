import { AppOutline, UserOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import type { UiKey } from '../../i18n/ui-messages';
import type { TabbarMode, TabKey } from '../../stores/view';
import { lazyIcon } from './lazy-icon';
import { TAB_PATHS } from './tab-paths';

// The five-tab variant is off by default: its three extra icons (about 4 KB gzip) stay out of the
// first download and load only when that variant is shown.
const fiveTabIcons = () => import('./five-tab-icons');
const MessageOutline = lazyIcon(async () => (await fiveTabIcons()).MessageOutline);
const SoundOutline = lazyIcon(async () => (await fiveTabIcons()).SoundOutline);
const TeamOutline = lazyIcon(async () => (await fiveTabIcons()).TeamOutline);

export interface TabItem {
  key: TabKey;
  path: string;
  title: UiKey;
  icon: ComponentType;
}

const TABS: Readonly<Record<TabKey, TabItem>> = {
  message: { key: 'message', path: TAB_PATHS.message, title: 'tab.message', icon: MessageOutline },
  notice: { key: 'notice', path: TAB_PATHS.notice, title: 'tab.notice', icon: SoundOutline },
  dashboard: { key: 'dashboard', path: TAB_PATHS.dashboard, title: 'tab.home', icon: AppOutline },
  contacts: { key: 'contacts', path: TAB_PATHS.contacts, title: 'tab.contacts', icon: TeamOutline },
  my: { key: 'my', path: TAB_PATHS.my, title: 'tab.mine', icon: UserOutline },
};

/** SPEC §2.2: home and my; the five-tab variant adds message, notice and contacts around home. */
const TAB_SETS: Readonly<Record<TabbarMode, readonly TabKey[]>> = {
  two: ['dashboard', 'my'],
  five: ['message', 'notice', 'dashboard', 'contacts', 'my'],
};

export function tabsFor(mode: TabbarMode): TabItem[] {
  return TAB_SETS[mode].map((key) => TABS[key]);
}
