import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { PORTAL_NAMESPACE } from './portal-loaders';

/**
 * The portal texts in the current language. Their screens load the namespace before they render
 * (`withPortalTexts` in the route table), so nothing suspends.
 */
export function usePortalTexts() {
  return useTranslation(PORTAL_NAMESPACE, { useSuspense: false });
}

/** Loads the portal texts of the current language (and the fallback); later switches keep them loaded. */
export async function loadPortalTexts(): Promise<void> {
  await i18next.loadNamespaces(PORTAL_NAMESPACE);
}

/** A page loader that also loads the portal texts, in parallel with the page's code. */
export function withPortalTexts(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => (await Promise.all([load(), loadPortalTexts()]))[0];
}
