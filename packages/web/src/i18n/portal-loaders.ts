import type { Language } from '@campus/contract';
import type { ResourceKey } from 'i18next';

/** The texts of the workbench, announcements, address book, messages, My area and data lists. */
export const PORTAL_NAMESPACE = 'portal';

// Each language's portal texts are their own chunk: the login route never downloads them (the
// entry has a size budget), and a language loads only when someone uses it.
export const portalLoaders: Readonly<Record<Language, () => Promise<ResourceKey>>> = {
  'zh-CN': async () => (await import('./locales/portal-zh-CN')).portalZhCN,
  'zh-TW': async () => (await import('./locales/portal-zh-TW')).portalZhTW,
  'en-US': async () => (await import('./locales/portal-en-US')).portalEnUS,
  'ja-JP': async () => (await import('./locales/portal-ja-JP')).portalJaJP,
};
