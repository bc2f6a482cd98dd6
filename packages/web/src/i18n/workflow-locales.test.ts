import { describe, expect, it } from 'vitest';
import { portalZhCN } from './locales/portal-zh-CN';
import { workflowEnUS } from './locales/workflow-en-US';
import { workflowJaJP } from './locales/workflow-ja-JP';
import { workflowZhCN } from './locales/workflow-zh-CN';
import { workflowZhTW } from './locales/workflow-zh-TW';
import { zhCN } from './locales/zh-CN';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

const others: Record<string, Record<string, string>> = {
  'zh-TW': workflowZhTW,
  'en-US': workflowEnUS,
  'ja-JP': workflowJaJP,
};
const reference: Record<string, string> = workflowZhCN;
const referenceKeys = Object.keys(reference).sort();

describe.each(Object.entries(others))('workflow texts %s', (_language, messages) => {
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

describe('workflow namespace', () => {
  it('shares no key with the ui or portal catalogues, so a key means one text', () => {
    expect(referenceKeys.filter((key) => key in zhCN || key in portalZhCN)).toEqual([]);
  });
});
