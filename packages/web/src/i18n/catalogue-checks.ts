import { describe, expect, it } from 'vitest';

/** The {name} placeholders of a text, sorted. */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/**
 * Test helper: the checks every text catalogue passes, zh-CN being the reference: each other
 * language has exactly its keys, each with a non-empty text and the same placeholders.
 */
export function describeCatalogue(
  title: string,
  reference: Record<string, string>,
  others: Record<string, Record<string, string>>,
) {
  const referenceKeys = Object.keys(reference).sort();
  describe.each(Object.entries(others))(`${title} %s`, (_language, messages) => {
    it('has every key of zh-CN and no other', () => {
      expect(referenceKeys.filter((key) => !(key in messages))).toEqual([]);
      expect(Object.keys(messages).filter((key) => !(key in reference))).toEqual([]);
    });

    it('has a non-empty text with the same placeholders for each key', () => {
      for (const key of referenceKeys) {
        const text = messages[key] ?? '';
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference[key] ?? ''));
      }
    });
  });
}
