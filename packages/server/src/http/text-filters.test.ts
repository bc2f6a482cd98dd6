import { describe, expect, it } from 'vitest';
import { textFilters } from './text-filters.js';

describe('textFilters', () => {
  it('makes each key a string filter of its column', () => {
    expect(textFilters({ subject: 'm.subject', ownerName: 'm.senderName' })).toEqual({
      subject: { column: 'm.subject', type: 'string' },
      ownerName: { column: 'm.senderName', type: 'string' },
    });
  });

  it('keeps the keys as own entries, so a list finds only what it declared', () => {
    const filters = textFilters({ title: 'n.title' });
    expect(Object.keys(filters)).toEqual(['title']);
    expect(Object.hasOwn(filters, 'constructor')).toBe(false);
  });
});
