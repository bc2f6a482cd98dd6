import type { AffairModuleDescriptor, Language } from '@campus/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { moduleEndpoints, type ModuleRef } from '../../api/affairs';
import { dictionaryQuery } from '../../components/form-renderer/use-field-options';
import { useViewStore } from '../../stores/view';
import { localizedQuery } from './affair-queries';

/** A module's meta in the caller's language, kept a minute. */
export const metaQuery = (module: ModuleRef, language: Language) => ({
  ...localizedQuery(moduleEndpoints(module).meta, undefined, language),
  staleTime: 60_000,
});

/** A screen opened without its module asks nothing (its query is never enabled). */
const NO_MODULE: ModuleRef = { key: 'none', service: 'business' };

/** A module's meta for this caller: form, route, columns, batch, eligibility, settings, first values. */
export function useAffairMeta(module: ModuleRef | undefined) {
  const language = useViewStore((s) => s.language);
  return useQuery({ ...metaQuery(module ?? NO_MODULE, language), enabled: module !== undefined });
}

/** The metas of several modules (a group's review list shows each row with its module's columns). */
export function useAffairMetas(modules: readonly AffairModuleDescriptor[]) {
  const language = useViewStore((s) => s.language);
  const results = useQueries({ queries: modules.map((module) => metaQuery(module, language)) });
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
