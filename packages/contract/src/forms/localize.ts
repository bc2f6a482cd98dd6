import { DEFAULT_LANGUAGE, type Language } from '../messages/index.js';
import type { LocalizedText } from './types.js';

/** A process text in the reader's language, falling back to zh-CN, then to any language given. */
export function localize(text: LocalizedText | undefined, lang: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text[DEFAULT_LANGUAGE] ?? Object.values(text).find((v) => typeof v === 'string') ?? '';
}
