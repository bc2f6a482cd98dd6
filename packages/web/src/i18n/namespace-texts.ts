import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';

/** The namespaces that are not bundled: each language's texts load with the screens that use them. */
type LazyNamespace = 'portal' | 'workflow';

/**
 * A lazy namespace's hook and loaders. Its screens load the namespace before they render (their
 * page loader wrapped by `withTexts` in the route table), so the hook never suspends; once loaded,
 * later language switches keep it loaded.
 */
export function namespaceTexts<Namespace extends LazyNamespace>(namespace: Namespace) {
  const load = async (): Promise<void> => {
    await i18next.loadNamespaces(namespace);
  };
  return {
    useTexts: () => useTranslation(namespace, { useSuspense: false }),
    load,
    /** A page loader that also loads the texts, in parallel with the page's code. */
    withTexts:
      (page: () => Promise<ComponentType>): (() => Promise<ComponentType>) =>
      async () =>
        (await Promise.all([page(), load()]))[0],
  };
}
