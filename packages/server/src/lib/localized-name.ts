import { DEFAULT_LANGUAGE, localize, type Language, type LocalizedText } from '@campus/contract';

/**
 * A row's text in every language it has: its `names` column (JSON by language, written for the
 * app's own roles, categories and descriptions), with the stored text as the school's own (zh-CN).
 * A row without names, or with unreadable ones, is its stored text alone.
 */
export function textsOf(names: string | null | undefined, stored: string): LocalizedText {
  if (!names) return stored;
  try {
    const parsed = JSON.parse(names) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return stored;
    return { ...(parsed as Record<string, string>), [DEFAULT_LANGUAGE]: stored };
  } catch {
    return stored;
  }
}

/** The same in one language, else the stored text. */
export const textIn = (names: string | null | undefined, stored: string, lang: Language): string =>
  localize(textsOf(names, stored), lang);
