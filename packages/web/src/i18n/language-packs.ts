import type { Language } from '@campus/contract';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import 'dayjs/locale/zh-cn';
import { zhCN } from './locales/zh-CN';
import type { UiMessages } from './ui-messages';

type AntdLocale = typeof antdZhCN;

/** Everything one language needs: UI texts, antd-mobile's texts, and the dayjs locale name. */
export interface LanguagePack {
  ui: UiMessages;
  antd: AntdLocale;
  dayjsLocale: string;
}

const fallbackPack: LanguagePack = { ui: zhCN, antd: antdZhCN, dayjsLocale: 'zh-cn' };

// The fallback language ships in the entry chunk; the others load on demand, each as its own chunk,
// so a growing UI catalogue does not grow the first download.
const loaders: Readonly<Record<Language, () => Promise<LanguagePack>>> = {
  'zh-CN': () => Promise.resolve(fallbackPack),
  'zh-TW': async () => {
    const [ui, antd] = await Promise.all([
      import('./locales/zh-TW'),
      import('antd-mobile/es/locales/zh-TW'),
      import('dayjs/locale/zh-tw'),
    ]);
    return { ui: ui.zhTW, antd: antd.default, dayjsLocale: 'zh-tw' };
  },
  'en-US': async () => {
    const [ui, antd] = await Promise.all([import('./locales/en-US'), import('antd-mobile/es/locales/en-US')]);
    return { ui: ui.enUS, antd: antd.default, dayjsLocale: 'en' };
  },
  'ja-JP': async () => {
    const [ui, antd] = await Promise.all([
      import('./locales/ja-JP'),
      import('antd-mobile/es/locales/ja-JP'),
      import('dayjs/locale/ja'),
    ]);
    return { ui: ui.jaJP, antd: antd.default, dayjsLocale: 'ja' };
  },
};

const loaded = new Map<Language, LanguagePack>([['zh-CN', fallbackPack]]);

export async function loadLanguagePack(language: Language): Promise<LanguagePack> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const pack = await loaders[language]();
  loaded.set(language, pack);
  return pack;
}

/** The pack of a language already loaded by `loadLanguagePack`, else the fallback pack. */
export function loadedLanguagePack(language: Language): LanguagePack {
  return loaded.get(language) ?? fallbackPack;
}
