import { DEFAULT_LANGUAGE, LANGUAGES, zhCN as contractZhCN } from '@campus/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazyNamespaces } from './lazy-namespaces';
import { zhCN } from './locales/zh-CN';

/** Namespaces: `ui` holds this app's texts, `contract` the shared state and server messages. */
export const UI_NAMESPACE = 'ui';
export const CONTRACT_NAMESPACE = 'contract';

// Only the fallback language is bundled; the others' UI texts and contract messages load with their
// language pack (apply-language.ts).
void i18next
  .use(initReactI18next)
  .use(lazyNamespaces)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // 'en-US' must not also try to load a plain 'en'.
    load: 'currentOnly',
    ns: [UI_NAMESPACE, CONTRACT_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: {
      [DEFAULT_LANGUAGE]: { [UI_NAMESPACE]: zhCN, [CONTRACT_NAMESPACE]: contractZhCN },
    },
    // Keys are flat ('route.dashboard', 'state.6020101'): dots are part of the key.
    keySeparator: false,
    // One placeholder syntax for both catalogues: the contract's `{name}`.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    // Resources are inline, so initialisation finishes synchronously before the first render.
    initAsync: false,
    // The bundled resources stay; namespaces not bundled (the workflow texts) load through the backend.
    partialBundledLanguages: true,
    returnNull: false,
  });

export { i18next };
