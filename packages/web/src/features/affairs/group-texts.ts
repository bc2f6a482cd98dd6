import { fillTemplate, type Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../stores/view';

/**
 * A group's own screen texts, kept with its screens (they load as one chunk with them): a table of
 * texts in the four languages, said in the reader's language with `{name}` placeholders filled.
 */
export type GroupTexts = Record<Language, string>;

/** A text in the order zh-CN, zh-TW, en-US, ja-JP. */
export const groupText = (zh: string, tw: string, en: string, ja: string): GroupTexts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

export type TextParams = Record<string, string | number>;

/** The table's `say(language, key, params)` and the hook giving it in the current language. */
export function groupTexts<K extends string>(table: Record<K, GroupTexts>) {
  const say = (language: Language, key: K, params: TextParams = {}) =>
    fillTemplate(table[key][language], params);
  const useTexts = () => {
    const language = useViewStore((s) => s.language);
    return useCallback((key: K, params?: TextParams) => say(language, key, params), [language]);
  };
  return { say, useTexts };
}
