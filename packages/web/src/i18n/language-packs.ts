import { zhCN as contractZhCN, type Catalogue, type Language } from '@campus/contract';
import antdZhCN from 'antd-mobile/es/locales/zh-CN';
import { zhCN } from './locales/zh-CN';
import type { UiMessages } from './ui-messages';

type AntdLocale = typeof antdZhCN;

/**
 * Everything one language needs: UI texts, the contract's messages, antd-mobile's texts, the dayjs
 * locale's name (zh-cn, the default's, loads with dayjs itself: lib/dayjs.ts).
 */
export interface LanguagePack {
  ui: UiMessages;
  contract: Catalogue;
  antd: AntdLocale;
  dayjsLocale: string;
}

const fallbackPack: LanguagePack = { ui: zhCN, contract: contractZhCN, antd: antdZhCN, dayjsLocale: 'zh-cn' };

// The fallback language ships in the entry chunk; the others load on demand, each as its own chunk,
// so a growing UI catalogue does not grow the first download.
const loaders: Readonly<Record<Language, () => Promise<LanguagePack>>> = {
  'zh-CN': () => Promise.resolve(fallbackPack),
  'zh-TW': async () => {
    const [ui, contract, antd] = await Promise.all([
      import('./locales/zh-TW'),
      import('@campus/contract/messages/zh-TW'),
      import('antd-mobile/es/locales/zh-TW'),
      import('dayjs/locale/zh-tw'),
    ]);
    return { ui: ui.zhTW, contract: contract.zhTW, antd: antd.default, dayjsLocale: 'zh-tw' };
  },
  'en-US': async () => {
    const [ui, contract, antd] = await Promise.all([
      import('./locales/en-US'),
      import('@campus/contract/messages/en-US'),
      import('antd-mobile/es/locales/en-US'),
    ]);
    return { ui: ui.enUS, contract: contract.enUS, antd: antd.default, dayjsLocale: 'en' };
  },
  'ja-JP': async () => {
    const [ui, contract, antd] = await Promise.all([
      import('./locales/ja-JP'),
      import('@campus/contract/messages/ja-JP'),
      import('antd-mobile/es/locales/ja-JP'),
      import('dayjs/locale/ja'),
    ]);
    return { ui: ui.jaJP, contract: contract.jaJP, antd: antd.default, dayjsLocale: 'ja' };
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
