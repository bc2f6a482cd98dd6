import type { Language } from '@campus/contract';
import { setDefaultConfig } from 'antd-mobile';
import { setDateLocale } from '../lib/date-locale';
import { addContractCatalogue } from './contract-messages';
import { CONTRACT_NAMESPACE, i18next, UI_NAMESPACE } from './i18n';
import { loadLanguagePack } from './language-packs';

/**
 * Loads a language and makes every consumer follow it: i18next (UI texts), dayjs (dates, through lib/date-locale.ts),
 * antd-mobile's imperative Toast/Dialog (rendered outside the ConfigProvider tree), and the
 * document's `lang` (which picks the CJK font variant in global.css).
 */
export async function applyLanguage(language: Language): Promise<void> {
  const pack = await loadLanguagePack(language);
  if (!i18next.hasResourceBundle(language, UI_NAMESPACE)) {
    i18next.addResourceBundle(language, UI_NAMESPACE, pack.ui);
  }
  if (!i18next.hasResourceBundle(language, CONTRACT_NAMESPACE)) {
    i18next.addResourceBundle(language, CONTRACT_NAMESPACE, pack.contract);
  }
  addContractCatalogue(language, pack.contract);
  setDateLocale(pack.dayjsLocale);
  setDefaultConfig({ locale: pack.antd });
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
