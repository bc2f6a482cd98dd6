import type { Catalogue } from './catalogue.js';
import { enUS } from './en-US.js';
import { jaJP } from './ja-JP.js';
import type { Language } from './languages.js';
import { createTranslator } from './translator.js';
import { zhCN } from './zh-CN.js';
import { zhTW } from './zh-TW.js';

export type { Catalogue, MessageKey } from './catalogue.js';
export * from './languages.js';
export { createTranslator, fillTemplate, isMessageKey, type Translator } from './translator.js';
export { zhCN } from './zh-CN.js';

/**
 * Every catalogue, for the server and for tests. The web app imports only zh-CN up front and the
 * others with their language pack (`@campus/contract/messages/<lang>`), through its own translator.
 */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
};

const full = /* @__PURE__ */ createTranslator(CATALOGUES);

/** Looks a key up in a language, falling back to zh-CN, and fills `{name}` placeholders. */
export const translate = full.translate;

/** The catalogue message of a state code; unknown codes get 'Unknown error, error code:{state}'. */
export const stateMessage = full.stateMessage;
