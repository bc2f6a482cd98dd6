import type { AffairModuleDescriptor } from '@campus/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { affairs, type ModuleRef } from '../../api/affairs';
import { dictionaryQuery } from '../../components/form-renderer/use-field-options';
import { useViewStore } from '../../stores/view';

export const metaKey = (module: ModuleRef, language: string) => ['affairs', module.key, 'meta', language];

/** A module's meta for this caller: form, route, columns, batch, eligibility, settings, first values. */
export function useAffairMeta(module: ModuleRef | undefined) {
  const language = useViewStore((s) => s.language);
  return useQuery({
    queryKey: module ? metaKey(module, language) : ['affairs', 'none', 'meta'],
    queryFn: () => affairs.meta(module!),
    enabled: module !== undefined,
    staleTime: 60_000,
  });
}

/** The metas of several modules (a group's review list shows each row with its module's columns). */
export function useAffairMetas(modules: readonly AffairModuleDescriptor[]) {
  const language = useViewStore((s) => s.language);
  const results = useQueries({
    queries: modules.map((module) => ({
      queryKey: metaKey(module, language),
      queryFn: () => affairs.meta(module),
      staleTime: 60_000,
    })),
  });
  return new Map(modules.map((m, i) => [m.key, results[i]?.data]));
}

/** Labels of the dictionary values a list shows (leave types, ...), once loaded. */
export function useDictionaryLabels(dictionaries: readonly string[]) {
  const language = useViewStore((s) => s.language);
  const unique = [...new Set(dictionaries)];
  const results = useQueries({ queries: unique.map((key) => dictionaryQuery(key, language)) });
  return (dictionary: string, key: string): string | undefined =>
    results[unique.indexOf(dictionary)]?.data?.find((option) => option.value === key)?.label;
}
