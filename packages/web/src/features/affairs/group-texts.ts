import { fillTemplate, type Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../stores/view';

/**
 * A group's own screen texts in the four languages, kept with its screens (they load as one chunk
 * with them): `T(zh-CN, zh-TW, en-US, ja-JP)` writes one, `groupTexts(table)` gives the function
 * for a language and the hook for the reader's. `{name}` placeholders are filled from the params.
 */
export type Texts = Record<Language, string>;

export const T = (zh: string, tw: string, en: string, ja: string): Texts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

export type TextParams = Record<string, string | number>;

export function groupTexts<K extends string>(table: Readonly<Record<K, Texts>>) {
  const text = (language: Language, key: K, params?: TextParams) =>
    fillTemplate(table[key][language], params);
  function useTexts() {
    const language = useViewStore((s) => s.language);
    return useCallback((key: K, params?: TextParams) => text(language, key, params), [language]);
  }
  return { text, useTexts, keys: Object.keys(table) as K[] };
}
