import { localize, type ChoiceField, type FieldOption, type Language } from '@campus/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { dictionaryEntriesQuery, type DictionaryEntry } from '../../api/dictionaries';
import { useViewStore } from '../../stores/view';

/** An option with its label already in the reader's language. */
export interface ResolvedOption {
  value: string;
  label: string;
}

const optionsOf = (entries: readonly DictionaryEntry[]): ResolvedOption[] =>
  entries.map((entry) => ({ value: entry.key, label: entry.name }));

/**
 * The query of one dictionary's options: one cache entry per dictionary and language, which
 * every screen showing the dictionary shares (a form with three fields on it asks once).
 */
export function dictionaryQuery(typeKey: string, language: Language) {
  return queryOptions({ ...dictionaryEntriesQuery(typeKey, language), select: optionsOf });
}

/** A choice field's options, labels in the reader's language: inline, or from its dictionary. */
export function useFieldOptions(field: ChoiceField | undefined): ResolvedOption[] | undefined {
  const language = useViewStore((s) => s.language);
  const typeKey = field && !field.options ? field.dictionary : undefined;
  const dictionary = useQuery({
    ...dictionaryQuery(typeKey ?? '', language),
    enabled: typeKey !== undefined,
  });
  if (!field) return undefined;
  if (field.options)
    return field.options.map((o) => ({ value: o.value, label: localize(o.label, language) }));
  return dictionary.data;
}

/** The dictionary options already loaded, for validating choices as the server will. */
export function loadedDictionaries(client: QueryClient, keys: readonly string[], language: Language) {
  const loaded: Record<string, FieldOption[]> = {};
  for (const key of keys) {
    const entries = client.getQueryData(dictionaryEntriesQuery(key, language).queryKey);
    if (entries) loaded[key] = optionsOf(entries);
  }
  return loaded;
}
