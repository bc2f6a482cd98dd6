import type { Language } from '@campus/contract';
import { dictionaryEndpoints as dictionary } from '@campus/contract/routes/api/platform/dictionary';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from './core/reply-data';
import { endpointKey } from './endpoint-call';
import { call } from './http';

/** Dictionaries, by their declaration (contract api/platform/dictionary.ts). */
export type { DictionaryEntry } from '@campus/contract/routes/api/platform/dictionary';
export { dictionaryEndpoints } from '@campus/contract/routes/api/platform/dictionary';

export const dictionaries = {
  /** One dictionary's entries {key, name}, named in the caller's language. */
  entries: async (typeKey: string) => dataOf(await call(dictionary.findByTypeKey, { query: { typeKey } })),
};

/**
 * The query of one dictionary's entries in a language, kept for the session (dictionaries change
 * rarely): keyed by the declaration, the dictionary and the language, so a language switch asks
 * again and every screen showing the dictionary shares one entry.
 */
export function dictionaryEntriesQuery(typeKey: string, language: Language) {
  return queryOptions({
    queryKey: endpointKey(dictionary.findByTypeKey, { query: { typeKey }, language }),
    queryFn: () => dictionaries.entries(typeKey),
    staleTime: Infinity,
  });
}
