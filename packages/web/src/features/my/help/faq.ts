import type { Language } from '@campus/contract';

/** Who a group of questions is for: the viewer's own group opens first. */
export type FaqAudience = 'student' | 'staff' | 'everyone';

export interface FaqItem {
  question: string;
  /** Paragraphs. */
  answer: string[];
}

export interface FaqGroup {
  audience: FaqAudience;
  title: string;
  items: FaqItem[];
}

/**
 * The help center's questions and answers in one language. Written content, not UI labels: each
 * language is its own chunk, loaded when the help center opens, so it never weighs on the entry.
 */
const LOADERS: Readonly<Record<Language, () => Promise<FaqGroup[]>>> = {
  'zh-CN': async () => (await import('./faq-zh-CN')).FAQ,
  'zh-TW': async () => (await import('./faq-zh-TW')).FAQ,
  'en-US': async () => (await import('./faq-en-US')).FAQ,
  'ja-JP': async () => (await import('./faq-ja-JP')).FAQ,
};

export function loadFaq(language: Language): Promise<FaqGroup[]> {
  return LOADERS[language]();
}

/** The viewer's own group first, then the questions for everyone, then the rest. */
export function orderFor(groups: readonly FaqGroup[], kind: 'student' | 'staff'): FaqGroup[] {
  const rank = (group: FaqGroup) => (group.audience === kind ? 0 : group.audience === 'everyone' ? 1 : 2);
  return [...groups].sort((a, b) => rank(a) - rank(b));
}
