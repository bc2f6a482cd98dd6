import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { loadedLanguagePack } from '../i18n/language-packs';
import { useViewStore } from '../stores/view';

/** App-wide context: antd-mobile's own texts (pickers, forms, pull-to-refresh) in the current language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useViewStore((state) => state.language);
  return <ConfigProvider locale={loadedLanguagePack(language).antd}>{children}</ConfigProvider>;
}
