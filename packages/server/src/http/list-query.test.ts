import { emptyListQuery, type ListQuery } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/open-database.js';
import { AppError } from './errors.js';
import { listSpec, runList } from './list-query.js';

const spec = listSpec({
  filters: {
    fullname: { column: 'appUser.fullname', type: 'string' },
    number: { column: 'tenantMember.number', type: 'string' },
    createdAt: { column: 'appUser.createdAt', type: 'date' },
  },
  sorts: { number: 'tenantMember.number', account: 'appUser.account' },
  defaultSort: { column: 'appUser.id', order: 'ASC' },
});

describe('list queries', () => {
  const { database, school } = openTestDatabase();

  const list = (query: Partial<ListQuery>) =>
    runList(
      database.db
        .selectFrom('tenantMember')
        .innerJoin('appUser', 'appUser.id', 'tenantMember.userId')
        .where('tenantMember.tenantId', '=', school.tenantId)
        .where('tenantMember.kind', '=', 'student'),
      (qb) => qb.select(['appUser.account', 'appUser.fullname', 'tenantMember.number']),
      emptyListQuery(query),
      spec,
    );

  it('pages with the total count', async () => {
    const page1 = await list({
      requestPage: { pageNo: 1, limit: 20 },
      sorts: [{ field: 'number', order: 'ASC' }],
    });
    const page2 = await list({
      requestPage: { pageNo: 2, limit: 20 },
      sorts: [{ field: 'number', order: 'ASC' }],
    });
    expect(page1.dataResult).toHaveLength(20);
    expect(page1.pageResult).toMatchObject({ page: 1, limit: 20 });
    expect(page1.pageResult.totalCount).toBeGreaterThan(180);
    expect(page2.dataResult[0]!.number > page1.dataResult[19]!.number).toBe(true);
  });

  it('filters by contains, equals, one-of and dates', async () => {
    const li = await list({ parameters: [{ key: 'Q^fullname^SL', value: '李' }] });
    expect(li.dataResult.length).toBeGreaterThan(0);
    expect(li.dataResult.every((r) => r.fullname.includes('李'))).toBe(true);

    const exact = await list({ parameters: [{ key: 'Q^number^S', value: '202411101' }] });
    expect(exact.dataResult.map((r) => r.account)).toEqual(['student']);

    const some = await list({ parameters: [{ key: 'Q^number^SIN', value: '202411101, 202411102' }] });
    expect(some.pageResult.totalCount).toBe(2);

    const future = await list({ parameters: [{ key: 'Q^createdAt^DL', value: '2999-01-01' }] });
    expect(future.pageResult.totalCount).toBe(0);
    const past = await list({ parameters: [{ key: 'Q^createdAt^DG', value: '2999-01-01' }] });
    expect(past.pageResult.totalCount).toBeGreaterThan(180);
  });

  it('takes only columns of the tables of its query (types: a misspelt column fails to compile)', () => {
    const misspelt = listSpec({
      filters: {},
      sorts: {},
      defaultSort: { column: 'appUser.created_at', order: 'ASC' },
    });
    const run = () =>
      runList(
        database.db.selectFrom('appUser'),
        (qb) => qb.select('appUser.id'),
        emptyListQuery({}),
        // @ts-expect-error -- the table types spell it createdAt
        misspelt,
      );
    expect(run).toBeTypeOf('function');
  });

  it('treats LIKE wildcards in the value literally', async () => {
    const r = await list({ parameters: [{ key: 'Q^fullname^SL', value: '%' }] });
    expect(r.pageResult.totalCount).toBe(0);
  });

  it('ignores empty values', async () => {
    const r = await list({ parameters: [{ key: 'Q^fullname^SL', value: '' }] });
    expect(r.pageResult.totalCount).toBeGreaterThan(180);
  });

  it('refuses columns, operators and sorts the list does not declare', async () => {
    await expect(list({ parameters: [{ key: 'Q^password_hash^S', value: 'x' }] })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(
      list({ parameters: [{ key: 'Q^fullname^DL', value: '2020-01-01' }] }),
    ).rejects.toBeInstanceOf(AppError);
    await expect(list({ parameters: [{ key: 'fullname', value: 'x' }] })).rejects.toBeInstanceOf(AppError);
    await expect(list({ sorts: [{ field: 'password_hash', order: 'ASC' }] })).rejects.toMatchObject({
      state: 400,
      options: { key: 'error.invalidSort' },
    });
  });

  // Regression (route fuzzer): a name every object inherits passed the whitelist and crashed
  // every list with a 500.
  it('refuses filters and sorts named after members of Object.prototype', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      await expect(list({ parameters: [{ key: `Q^${name}^S`, value: 'x' }] })).rejects.toMatchObject({
        state: 400,
        options: { key: 'error.invalidFilter' },
      });
      await expect(list({ sorts: [{ field: name, order: 'ASC' }] })).rejects.toMatchObject({
        state: 400,
        options: { key: 'error.invalidSort' },
      });
    }
  });
});
