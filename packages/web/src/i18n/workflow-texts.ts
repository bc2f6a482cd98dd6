import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { WORKFLOW_NAMESPACE } from './workflow-loaders';

/**
 * The workflow texts (forms, BPM, student affairs) in the current language. Their screens load
 * the namespace before they render (`loadWorkflowTexts` in the route table), so nothing suspends.
 */
export function useWorkflowTexts() {
  return useTranslation(WORKFLOW_NAMESPACE, { useSuspense: false });
}

/** Loads the workflow texts of the current language (and the fallback); later switches keep them loaded. */
export async function loadWorkflowTexts(): Promise<void> {
  await i18next.loadNamespaces(WORKFLOW_NAMESPACE);
}

/** A page loader that also loads the workflow texts, in parallel with the page's code. */
export function withWorkflowTexts(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => (await Promise.all([load(), loadWorkflowTexts()]))[0];
}
