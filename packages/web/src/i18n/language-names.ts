import type { Language } from '@campus/contract';

/** Each language named in itself, so a reader can find their own language whatever is active. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'ja-JP': '日本語',
};
