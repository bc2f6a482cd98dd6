import { LANGUAGES, type Language } from '@campus/contract';
import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { loadLanguagePack } from './language-packs';
import { PORTAL_NAMESPACE, portalLoaders } from './portal-loaders';
import { WORKFLOW_NAMESPACE, workflowLoaders } from './workflow-loaders';

function isLanguage(language: string): language is Language {
  return (LANGUAGES as readonly string[]).includes(language);
}

async function readNamespace(language: string, namespace: string): Promise<ResourceKey> {
  if (!isLanguage(language)) return {};
  if (namespace === WORKFLOW_NAMESPACE) return workflowLoaders[language]();
  if (namespace === PORTAL_NAMESPACE) return portalLoaders[language]();
  // The UI namespace normally arrives with applyLanguage; this covers a load i18next starts itself.
  if (namespace === 'ui') return (await loadLanguagePack(language)).ui;
  return {};
}

/**
 * An i18next backend for the namespaces that are not bundled. Once a screen has asked for a
 * namespace, i18next loads it again for every language it switches to, before the switch completes.
 */
export const lazyNamespaces: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    readNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
