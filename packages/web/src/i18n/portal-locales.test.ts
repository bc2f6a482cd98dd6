import { describe, expect, it } from 'vitest';
import { portalEnUS } from './locales/portal-en-US';
import { portalJaJP } from './locales/portal-ja-JP';
import { portalZhCN } from './locales/portal-zh-CN';
import { portalZhTW } from './locales/portal-zh-TW';
import { zhCN } from './locales/zh-CN';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const others: Record<string, Record<string, string>> = {
  'zh-TW': portalZhTW,
  'en-US': portalEnUS,
  'ja-JP': portalJaJP,
};
const reference: Record<string, string> = portalZhCN;
const referenceKeys = Object.keys(reference).sort();

describe.each(Object.entries(others))('portal texts %s', (_language, messages) => {
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

describe('portal namespace', () => {
  it('shares no key with the ui catalogue, so a key means one text', () => {
    expect(referenceKeys.filter((key) => key in zhCN)).toEqual([]);
  });
});
