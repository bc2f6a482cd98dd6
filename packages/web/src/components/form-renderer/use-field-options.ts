import { localize, type ChoiceField, type FieldOption, type Language } from '@campus/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dictionaries } from '../../api/dictionaries';
import { useViewStore } from '../../stores/view';

/** One cache entry per dictionary and language: a form with three fields on it asks once. */
export const dictionaryQueryKey = (typeKey: string, language: Language) =>
  ['dictionary', typeKey, language] as const;

/** An option with its label already in the reader's language. */
export interface ResolvedOption {
  value: string;
  label: string;
}

async function dictionaryOptions(typeKey: string): Promise<ResolvedOption[]> {
  const entries = await dictionaries.entries(typeKey);
  return entries.map((entry) => ({ value: entry.key, label: entry.name }));
}

/** The query of one dictionary's options; every screen that shows dictionary values shares it. */
export function dictionaryQuery(typeKey: string, language: Language) {
  return {
    queryKey: dictionaryQueryKey(typeKey, language),
    queryFn: () => dictionaryOptions(typeKey),
    // Dictionaries change rarely: keep them for the session.
    staleTime: Infinity,
  };
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
    const options = client.getQueryData<FieldOption[]>(dictionaryQueryKey(key, language));
    if (options) loaded[key] = options;
  }
  return loaded;
}
