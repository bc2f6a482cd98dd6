import type { AffairModuleDescriptor } from '@campus/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { affairs } from '../../api/affairs';
import { dictionaryQuery } from '../../components/form-renderer';
import { useViewStore } from '../../stores/view';

/** The module's meta for this caller: form, approval route, whether they may apply or review. */
export function useAffairMeta(module: AffairModuleDescriptor) {
  const language = useViewStore((s) => s.language);
  return useQuery({
    queryKey: ['affairs', module.key, 'meta', language],
    queryFn: () => affairs.meta(module),
    staleTime: 300_000,
  });
}

/** Labels of the dictionary values a list shows (leave types, ...), once loaded. */
export function useDictionaryLabels(dictionaries: readonly string[]) {
  const language = useViewStore((s) => s.language);
  const unique = [...new Set(dictionaries)];
  const results = useQueries({ queries: unique.map((key) => dictionaryQuery(key, language)) });
  return (dictionary: string, key: string): string | undefined =>
    results[unique.indexOf(dictionary)]?.data?.find((option) => option.value === key)?.label;
}
