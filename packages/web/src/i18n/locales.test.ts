import { describe, expect, it } from 'vitest';
import { enUS } from './locales/en-US';
import { jaJP } from './locales/ja-JP';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const others: Record<string, Record<string, string>> = { 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP };
const reference: Record<string, string> = zhCN;
const referenceKeys = Object.keys(reference).sort();

describe.each(Object.entries(others))('UI catalogue %s', (_language, messages) => {
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
