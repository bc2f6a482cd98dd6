import { LANGUAGES } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { REFUSAL_TEXTS, said } from './refusals.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('work-study refusals', () => {
  it('are said in the four languages with the same placeholders', () => {
    for (const [key, texts] of Object.entries(REFUSAL_TEXTS))
      for (const lang of LANGUAGES) {
        expect(texts[lang].trim(), `${key} ${lang}`).not.toBe('');
        expect(placeholders(texts[lang]), `${key} ${lang}`).toEqual(placeholders(texts['zh-CN']));
      }
  });

  it('fill in their figures', () => {
    expect(said('postFull', { post: '前台助理', places: 3 })['ja-JP']).toBe(
      'ポスト「前台助理」の定員3名は埋まっています',
    );
  });
});
