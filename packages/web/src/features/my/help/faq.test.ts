import { LANGUAGES } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { loadFaq, orderFor, type FaqGroup } from './faq';

const group = (audience: FaqGroup['audience']): FaqGroup => ({ audience, title: audience, items: [] });

describe('help center questions', () => {
  it('puts the viewer’s own questions first, then those for everyone', () => {
    const groups = [group('student'), group('staff'), group('everyone')];
    expect(orderFor(groups, 'staff').map((g) => g.audience)).toEqual(['staff', 'everyone', 'student']);
    expect(orderFor(groups, 'student').map((g) => g.audience)).toEqual(['student', 'everyone', 'staff']);
  });

  it('has the same questions in every language', async () => {
    const shapes = await Promise.all(
      LANGUAGES.map(async (language) =>
        (await loadFaq(language)).map((g) => ({ audience: g.audience, items: g.items.length })),
      ),
    );
    for (const shape of shapes) expect(shape).toEqual(shapes[0]);
  });

  it('answers every question for students and staff, and the account questions', async () => {
    for (const language of LANGUAGES) {
      const groups = await loadFaq(language);
      expect(groups.map((g) => g.audience).sort()).toEqual(['everyone', 'staff', 'student']);
      for (const { items } of groups) {
        expect(items.length).toBeGreaterThan(2);
        for (const item of items) {
          expect(item.question.trim()).not.toBe('');
          expect(item.answer.join('').trim()).not.toBe('');
        }
      }
    }
  });
});
