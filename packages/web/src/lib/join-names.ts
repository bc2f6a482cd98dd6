import type { Language } from '@campus/contract';

/** How a language lists names and values: 张三、李四 in Chinese and Japanese, "A, B" in English. */
const SEPARATORS: Record<Language, string> = { 'zh-CN': '、', 'zh-TW': '、', 'ja-JP': '、', 'en-US': ', ' };

export function joinNames(names: readonly string[], language: Language): string {
  return names.join(SEPARATORS[language]);
}
