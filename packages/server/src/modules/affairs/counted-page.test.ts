import { describe, expect, it } from 'vitest';
import { countedPage } from './counted-page.js';

const rows = [{ id: 'a' }, { id: 'b' }];
const page = { execute: () => Promise.resolve(rows) };

describe('a counted page', () => {
  it("gives the page's rows with the whole list's count as a number", async () => {
    const count = { executeTakeFirst: () => Promise.resolve({ n: '12' }) };
    expect(await countedPage(count, page)).toEqual({ total: 12, rows });
  });

  it('counts none when the count query finds no row', async () => {
    const count = { executeTakeFirst: () => Promise.resolve(undefined) };
    expect(await countedPage(count, { execute: () => Promise.resolve([]) })).toEqual({ total: 0, rows: [] });
  });
});
