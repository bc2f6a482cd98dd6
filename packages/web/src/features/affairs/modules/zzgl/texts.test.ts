import { LANGUAGES } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { WS_TEXT_KEYS, wsTexts } from './texts';
import { postForm } from './post-form';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('work-study texts', () => {
  it('say every text in the four languages with the same placeholders', () => {
    expect(WS_TEXT_KEYS.length).toBeGreaterThan(50);
    for (const key of WS_TEXT_KEYS) {
      const raw = Object.fromEntries(LANGUAGES.map((lang) => [lang, wsTexts(key, {})[lang]])) as Record<
        string,
        string
      >;
      for (const lang of LANGUAGES) {
        expect(raw[lang]?.trim(), `${key} ${lang}`).not.toBe('');
        expect(placeholders(raw[lang]!), `${key} ${lang}`).toEqual(placeholders(raw['zh-CN']!));
      }
    }
  });

  it('give the post editor its labels and the school’s figures in every language', () => {
    const form = postForm([{ id: 'c', name: '学院' }], [], {
      maxHoursWeek: 8,
      maxHoursMonth: 36,
      minHourlyPay: 15,
      maxPosts: 1,
    });
    const rate = form.fields.find((f) => f.key === 'hourlyRate')!;
    expect(rate).toMatchObject({ min: 15 });
    expect(rate.help).toMatchObject({ 'en-US': "At least the school's least hourly pay of 15 yuan" });
    expect(form.fields.find((f) => f.key === 'hoursPerMonth')).toMatchObject({ max: 36 });
  });
});
