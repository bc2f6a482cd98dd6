import type { Language } from '@campus/contract';

/** A message parameter that may differ by language (a request's subject in each language). */
export type LocalizedParams = Record<string, string | number | Record<Language, string>>;

/** The parameters as one language says them, ready for `translate`. */
export function paramsIn(params: LocalizedParams, lang: Language): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
  );
}
