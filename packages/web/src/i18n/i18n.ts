import { CATALOGUES, DEFAULT_LANGUAGE, LANGUAGES } from '@campus/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { zhCN } from './locales/zh-CN';

/** Namespaces: `ui` holds this app's texts, `contract` the shared state and server messages. */
export const UI_NAMESPACE = 'ui';
const CONTRACT_NAMESPACE = 'contract';

// The contract catalogues are in the bundle anyway (the request layer needs them), so all four are
// registered now; the UI texts of languages other than the fallback load with their language pack.
const contractResources = Object.fromEntries(
  LANGUAGES.map((language) => [language, { [CONTRACT_NAMESPACE]: CATALOGUES[language] }]),
);

void i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // 'en-US' must not also try to load a plain 'en'.
  load: 'currentOnly',
  ns: [UI_NAMESPACE, CONTRACT_NAMESPACE],
  defaultNS: UI_NAMESPACE,
  resources: {
    ...contractResources,
    [DEFAULT_LANGUAGE]: { [UI_NAMESPACE]: zhCN, [CONTRACT_NAMESPACE]: CATALOGUES[DEFAULT_LANGUAGE] },
  },
  // Keys are flat ('route.dashboard', 'state.6020101'): dots are part of the key.
  keySeparator: false,
  // One placeholder syntax for both catalogues: the contract's `{name}`.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  // Resources are inline, so initialisation finishes synchronously before the first render.
  initAsync: false,
  returnNull: false,
});

export { i18next };
