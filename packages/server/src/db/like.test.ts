import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/databases.js';
import { escapeLike, keywordFilter, keywordPattern, type KeywordOptions } from './like.js';

describe('keywordPattern', () => {
  it('escapes %, _ and the escape character, then places the keyword', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(keywordPattern('a%b')).toBe('%a\\%b%');
    expect(keywordPattern('a_b', 'start')).toBe('a\\_b%');
  });
});

// A phrase table of the caller's own texts is the simplest place for rows of any text.
const TEXTS = ['50%', '500', 'a_b', 'axb', 'a\\b', 'ab', 'Zhang Wei', 'zhang wei', '张伟'];

describe(`keywordFilter on ${testDialect()}`, () => {
  let database: TestDatabase;
  const tenantId = 'like-test';

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('bpmPhrase')
      .values(
        TEXTS.map((content, i) => ({
          id: `like-${i}`,
          tenantId,
          userId: 'like-user',
          content,
          isDefault: 'N' as const,
          createdAt: i,
        })),
      )
      .execute();
  });
  afterAll(() => database.destroy());

  const find = async (keyword: string, options?: KeywordOptions) => {
    const rows = await database.db
      .selectFrom('bpmPhrase as p')
      .select('p.content')
      .where('p.tenantId', '=', tenantId)
      .where((eb) => keywordFilter(eb, ['p.content', 'p.userId'], keyword, options))
      .orderBy('p.createdAt')
      .execute();
    return rows.map((row) => row.content);
  };

  it('matches %, _ and \\ only as themselves', async () => {
    expect(await find('%')).toEqual(['50%']);
    expect(await find('_')).toEqual(['a_b']);
    expect(await find('\\')).toEqual(['a\\b']);
  });

  it('finds the keyword anywhere, or at the start', async () => {
    expect(await find('wei')).toEqual(
      testDialect() === 'sqlite' ? ['Zhang Wei', 'zhang wei'] : ['zhang wei'],
    );
    expect(await find('0', { at: 'start' })).toEqual([]);
    expect(await find('50', { at: 'start' })).toEqual(['50%', '500']);
    expect(await find('伟')).toEqual(['张伟']);
  });

  it('looks in every column it names', async () => {
    expect(await find('like-user')).toEqual(TEXTS);
  });

  it('ignores case when asked, on either dialect', async () => {
    expect(await find('ZHANG', { ignoreCase: true })).toEqual(['Zhang Wei', 'zhang wei']);
    expect(await find('Zh', { ignoreCase: true, at: 'start' })).toEqual(['Zhang Wei', 'zhang wei']);
  });

  it('leaves case to the dialect otherwise: SQLite ignores ASCII case, PostgreSQL does not', async () => {
    expect(await find('ZHANG')).toEqual(testDialect() === 'sqlite' ? ['Zhang Wei', 'zhang wei'] : []);
  });

  it('refuses a column the query does not have, or one that holds no text (types)', () => {
    database.db.selectFrom('bpmPhrase as p').where((eb) =>
      // @ts-expect-error -- no such column
      keywordFilter(eb, ['p.title'], 'x'),
    );
    database.db.selectFrom('bpmPhrase as p').where((eb) =>
      // @ts-expect-error -- a number column
      keywordFilter(eb, ['p.createdAt'], 'x'),
    );
  });
});
