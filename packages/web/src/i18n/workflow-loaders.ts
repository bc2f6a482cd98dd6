import type { Language } from '@campus/contract';
import type { ResourceKey } from 'i18next';

/** The texts of the forms, workflow and student-affairs screens: loaded with those screens. */
export const WORKFLOW_NAMESPACE = 'workflow';

// Each language's workflow texts are their own chunk: the first screen and the login route never
// download them (the entry has a size budget), and a language loads only when someone uses it.
export const workflowLoaders: Readonly<Record<Language, () => Promise<ResourceKey>>> = {
  'zh-CN': async () => (await import('./locales/workflow-zh-CN')).workflowZhCN,
  'zh-TW': async () => (await import('./locales/workflow-zh-TW')).workflowZhTW,
  'en-US': async () => (await import('./locales/workflow-en-US')).workflowEnUS,
  'ja-JP': async () => (await import('./locales/workflow-ja-JP')).workflowJaJP,
};
