/** The app's languages (SPEC §9) and how a request's language is chosen; no catalogue here. */

/** zh-CN is the default and the fallback. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

// A Map, not an object: a tag like 'constructor' must find nothing, not Object.prototype's member.
const ALIASES = new Map<string, Language>([
  ['zh', 'zh-CN'],
  ['zh-cn', 'zh-CN'],
  ['zh-hans', 'zh-CN'],
  ['zh-sg', 'zh-CN'],
  ['zh-tw', 'zh-TW'],
  ['zh-hk', 'zh-TW'],
  ['zh-mo', 'zh-TW'],
  ['zh-hant', 'zh-TW'],
  ['en', 'en-US'],
  ['en-us', 'en-US'],
  ['en-gb', 'en-US'],
  ['ja', 'ja-JP'],
  ['ja-jp', 'ja-JP'],
]);

/** Maps one tag ('zh_CN', 'en', 'ja-JP', 'zh-Hant-TW') to a supported language, or undefined. */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const norm = tag.trim().replace(/_/g, '-').toLowerCase();
  const alias = ALIASES.get(norm);
  if (alias) return alias;
  if (norm.startsWith('zh-hant')) return 'zh-TW';
  if (norm.startsWith('zh-hans')) return 'zh-CN';
  const primary = norm.split('-')[0] ?? '';
  return ALIASES.get(primary);
}

/**
 * Picks the caller's language: an explicit `lang` (query or body) first, then the
 * Accept-Language header by its q-values, else zh-CN.
 */
export function resolveLanguage(explicit?: string | null, acceptLanguage?: string | null): Language {
  const direct = matchLanguage(explicit);
  if (direct) return direct;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        const weight = q ? Number(q.slice(2)) : 1;
        return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
      })
      .filter((entry) => entry.weight > 0)
      .sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const entry of ranked) {
      const lang = matchLanguage(entry.tag);
      if (lang) return lang;
    }
  }
  return DEFAULT_LANGUAGE;
}
