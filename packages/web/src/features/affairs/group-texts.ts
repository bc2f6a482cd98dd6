import type { Language } from '@campus/contract';
import { useCallback } from 'react';
import { useViewStore } from '../../stores/view';

/**
 * A group's own screen texts in every language, kept in its folder (the generic screens' texts
 * are the workflow namespace's): `T(zh-CN, zh-TW, en-US, ja-JP)` per key, and a hook that says a
 * key in the reader's language with its `{name}` placeholders filled.
 */
export type Texts = Record<Language, string>;

export const T = (zh: string, tw: string, en: string, ja: string): Texts => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

export type TextParams = Record<string, string | number>;

export function sayText(text: Texts, language: Language, params: TextParams = {}): string {
  return text[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function useGroupTexts<K extends string>(table: Record<K, Texts>) {
  const language = useViewStore((s) => s.language);
  return useCallback(
    (key: K, params?: TextParams) => sayText(table[key], language, params),
    [language, table],
  );
}
