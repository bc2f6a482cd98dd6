import { describe, expect, it } from 'vitest';
import { isPinned, pinImportant } from './pinned';

const row = (id: string, publicItem: 'important' | 'notices') => ({ id, publicItem });

describe('pinImportant', () => {
  it('puts important announcements first and keeps the order within each part', () => {
    const rows = [row('a', 'notices'), row('b', 'important'), row('c', 'notices'), row('d', 'important')];
    expect(pinImportant(rows).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('leaves a list without important ones as it is, and does not change its input', () => {
    const rows = [row('a', 'notices'), row('b', 'notices')];
    expect(pinImportant(rows)).toEqual(rows);
    expect(pinImportant(rows)).not.toBe(rows);
  });

  it('tells a pinned row', () => {
    expect(isPinned(row('a', 'important'))).toBe(true);
    expect(isPinned(row('a', 'notices'))).toBe(false);
  });
});
