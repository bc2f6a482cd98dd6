import { listQuerySchema } from '@campus/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastListQuery, validatorWithListBodies } from './list-body.js';

/** Values a client may put anywhere in a list body: the right kinds and the wrong ones. */
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 600 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('', 'asc', 'DESC', 'Desc', 'up', '1', '20', 'Q^subject_^SL', 'x'.repeat(201)),
  fc.string(),
);
const parameter = fc.record(
  {
    key: fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('Q^name^SL', '', 'k'.repeat(201)), anyValue),
    value: anyValue,
    extra: anyValue,
  },
  { requiredKeys: [] },
);
const sort = fc.record(
  { field: fc.oneof(fc.constantFrom('createdAt', '', 'f'.repeat(101)), anyValue), order: anyValue },
  { requiredKeys: [] },
);
const page = fc.record(
  { pageNo: anyValue, limit: fc.oneof(anyValue, fc.constantFrom(1, 20, 500, 501)), totalCount: anyValue },
  { requiredKeys: [] },
);
/** Bodies near what clients send, so that many are read (some just out of bounds). */
const likely = fc.record(
  {
    parameters: fc.array(
      fc.record(
        {
          key: fc.string({ minLength: 1, maxLength: 12 }),
          value: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        },
        { requiredKeys: ['key'] },
      ),
      { maxLength: 4 },
    ),
    requestPage: fc.record(
      {
        pageNo: fc.integer({ min: 0, max: 5 }),
        limit: fc.integer({ min: 1, max: 501 }),
        totalCount: fc.nat(),
      },
      { requiredKeys: [] },
    ),
    sorts: fc.array(
      fc.record({
        field: fc.string({ minLength: 1, maxLength: 8 }),
        order: fc.constantFrom('asc', 'DESC', 'Desc', 'up'),
      }),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  likely,
  likely,
  fc.record(
    {
      parameters: fc.oneof(fc.array(parameter, { maxLength: 52 }), anyValue),
      requestPage: fc.oneof(page, anyValue),
      sorts: fc.oneof(fc.array(sort, { maxLength: 6 }), anyValue),
      other: anyValue,
    },
    { requiredKeys: [] },
  ),
  anyValue,
  fc.array(anyValue),
);

describe('the list body read without zod', () => {
  it('gives what listQuerySchema gives wherever it reads a body', () => {
    let read = 0;
    fc.assert(
      fc.property(body, (value) => {
        const fast = fastListQuery(value);
        if (fast === undefined) return;
        read++;
        const zod = listQuerySchema.safeParse(value);
        expect(zod.success).toBe(true);
        expect(fast).toStrictEqual(zod.data);
      }),
      { numRuns: 5000 },
    );
    expect(read).toBeGreaterThan(100); // the property saw bodies the fast path reads
  });

  it('reads the bodies the clients send', () => {
    expect(fastListQuery({ parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] })).toStrictEqual(
      {
        parameters: [],
        requestPage: { pageNo: 1, limit: 20 },
        sorts: [],
      },
    );
    expect(
      fastListQuery({
        parameters: [
          { key: 'Q^subject_^SL', value: '请假' },
          { key: 'Q^n^N', value: 3 },
        ],
        requestPage: { pageNo: 2, limit: 10, totalCount: 35 },
        sorts: [{ field: 'createdAt', order: 'desc' }],
      }),
    ).toStrictEqual({
      parameters: [
        { key: 'Q^subject_^SL', value: '请假' },
        { key: 'Q^n^N', value: '3' },
      ],
      requestPage: { pageNo: 2, limit: 10, totalCount: 35 },
      sorts: [{ field: 'createdAt', order: 'DESC' }],
    });
  });

  it("leaves every refusal to zod, with zod's issues", () => {
    const validate = validatorWithListBodies({
      schema: listQuerySchema,
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    });
    for (const bad of [
      { requestPage: { pageNo: 0 } },
      { requestPage: { limit: 501 } },
      { sorts: [{ field: 'a', order: 'sideways' }] },
      { parameters: [{ key: '' }] },
      'a list',
    ]) {
      expect(fastListQuery(bad)).toBeUndefined();
      const result = validate(bad) as { error?: unknown };
      expect(result.error).toBeDefined();
    }
    // Text numbers are zod's to coerce.
    expect(validate({ requestPage: { pageNo: '2' } })).toMatchObject({
      value: { requestPage: { pageNo: 2 } },
    });
  });
});
