import type { Catalogue, MessageKey } from './catalogue.js';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { zhCN } from './zh-CN.js';

/** Fills `{name}` placeholders; unknown ones stay visible rather than vanish. */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zhCN, key);
}

export interface Translator {
  /** A key in a language, falling back to zh-CN (always present), with placeholders filled. */
  translate(lang: Language, key: MessageKey, params?: Record<string, string | number>): string;
  /** The catalogue message of a state code; unknown codes get 'Unknown error, error code:{state}'. */
  stateMessage(lang: Language, state: number): string;
  /** Makes another language's catalogue available (the web app loads them on demand). */
  add(lang: Language, catalogue: Catalogue): void;
  has(lang: Language): boolean;
}

/** A translator over the catalogues it is given; zh-CN, the fallback, is always included. */
export function createTranslator(catalogues: Partial<Record<Language, Catalogue>> = {}): Translator {
  const known = new Map<Language, Catalogue>([[DEFAULT_LANGUAGE, zhCN]]);
  for (const [lang, catalogue] of Object.entries(catalogues)) known.set(lang as Language, catalogue);
  const translate: Translator['translate'] = (lang, key, params = {}) =>
    fillTemplate(known.get(lang)?.[key] ?? zhCN[key] ?? key, params);
  return {
    translate,
    stateMessage: (lang, state) => {
      const key = `state.${state}`;
      return isMessageKey(key) ? translate(lang, key) : translate(lang, 'error.unknownCatalogue', { state });
    },
    add: (lang, catalogue) => void known.set(lang, catalogue),
    has: (lang) => known.has(lang),
  };
}
