import { fillTemplate, type Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../stores/view';

/**
 * A group's own screen texts in the four languages, kept in its web folder (they load with its
 * screens): `groupTexts(TABLE)` gives the text in a language and a hook for the reader's one.
 * `{name}` placeholders are filled from the params.
 */
export type Texts = Record<Language, string>;

export const T = (zh: string, tw: string, en: string, ja: string): Texts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

export function groupTexts<K extends string>(table: Record<K, Texts>) {
  const text = (language: Language, key: K, params?: Record<string, string | number>) =>
    fillTemplate(table[key][language], params);
  function useTexts() {
    const language = useViewStore((s) => s.language);
    return useCallback(
      (key: K, params?: Record<string, string | number>) => text(language, key, params),
      [language],
    );
  }
  return { text, useTexts, keys: Object.keys(table) as K[] };
}
