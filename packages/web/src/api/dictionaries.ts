import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/** One entry of a dictionary, its name in the caller's language. */
export interface DictionaryEntry {
  key: string;
  name: string;
}

/** Dictionaries (/platform/v3/cat/dictionary; docs/API.md "Dictionaries"). */
export function createDictionariesApi(client: HttpClient) {
  return {
    entries: async (typeKey: string) =>
      dataOf(
        await client.request<DictionaryEntry[]>({
          service: 'platform',
          url: '/cat/dictionary/findByTypeKey',
          params: { typeKey },
        }),
      ),
  };
}

export const dictionaries = createDictionariesApi(http);
