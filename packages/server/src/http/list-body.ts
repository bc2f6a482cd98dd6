import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, listQuerySchema, type ListQuery } from '@campus/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The list body (contract list.ts `listQuerySchema`) is the body of every list, and every screen
 * opens one: zod's parse of it was a visible part of a list request (issue 33). `fastListQuery`
 * reads the shapes clients send (numbers as numbers, texts as texts) into exactly what the schema
 * gives (defaults filled, unknown keys left out); anything else (a number as text, a missing
 * body, anything out of bounds or malformed) returns undefined and goes through zod, so every
 * refusal and its message stays zod's. list-body.test.ts holds the two equal over random bodies.
 */

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max;

function parameters(value: unknown): ListQuery['parameters'] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 50) return undefined;
  const out: ListQuery['parameters'] = [];
  for (const item of value) {
    if (!isPlain(item) || !isText(item.key, 200)) return undefined;
    const raw = item.value;
    if (raw === undefined || raw === null) out.push({ key: item.key, value: '' });
    else if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean')
      out.push({ key: item.key, value: String(raw) });
    else return undefined;
  }
  return out;
}

function requestPage(value: unknown): ListQuery['requestPage'] | undefined {
  if (value === undefined) return { pageNo: DEFAULT_PAGE, limit: DEFAULT_LIMIT };
  if (!isPlain(value)) return undefined;
  const { pageNo = DEFAULT_PAGE, limit = DEFAULT_LIMIT, totalCount } = value;
  if (!isCount(pageNo, 1, Number.MAX_SAFE_INTEGER) || !isCount(limit, 1, MAX_LIMIT)) return undefined;
  // An explicit `totalCount: undefined` (never from JSON) is zod's to keep as a key.
  if (totalCount === undefined) return 'totalCount' in value ? undefined : { pageNo, limit };
  return isCount(totalCount, 0, Number.MAX_SAFE_INTEGER) ? { pageNo, limit, totalCount } : undefined;
}

function sorts(value: unknown): ListQuery['sorts'] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 5) return undefined;
  const out: ListQuery['sorts'] = [];
  for (const item of value) {
    if (!isPlain(item) || !isText(item.field, 100) || typeof item.order !== 'string') return undefined;
    const order = item.order.toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') return undefined;
    out.push({ field: item.field, order });
  }
  return out;
}

/** The list body as `listQuerySchema` reads it, for the shapes read here; otherwise undefined. */
export function fastListQuery(body: unknown): ListQuery | undefined {
  if (!isPlain(body)) return undefined;
  const p = parameters(body.parameters);
  const r = p && requestPage(body.requestPage);
  const s = r && sorts(body.sorts);
  return s ? { parameters: p, requestPage: r, sorts: s } : undefined;
}

/** fastify-type-provider-zod's validator compiler, with the list body read by `fastListQuery` first. */
export const validatorWithListBodies: FastifySchemaCompiler<unknown> = (route) => {
  const zod = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.schema !== listQuerySchema) return zod;
  return (data: unknown) => {
    const value = fastListQuery(data);
    return value ? { value } : zod(data);
  };
};
