import { useQueries } from '@tanstack/react-query';
import { dictionaryEntriesQuery } from '../../api/dictionaries';
import { useViewStore } from '../../stores/view';
import { dictionaryMap, type Dictionaries } from './template-view';

/** The named dictionaries, in the current language; missing ones are simply absent. */
export function useDictionaries(typeKeys: readonly string[]): Dictionaries {
  const language = useViewStore((state) => state.language);
  const unique = [...new Set(typeKeys)];
  const results = useQueries({
    queries: unique.map((typeKey) => dictionaryEntriesQuery(typeKey, language)),
  });
  const dictionaries = new Map<string, ReadonlyMap<string, string>>();
  unique.forEach((typeKey, index) => {
    const entries = results[index]?.data;
    if (entries) dictionaries.set(typeKey, dictionaryMap(entries));
  });
  return dictionaries;
}
