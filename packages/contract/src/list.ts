import { z } from 'zod';

/** SPEC §3 / §9 and IBPS-API.md §0: paging defaults. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 500;

export type SortOrder = 'ASC' | 'DESC';

export interface ListParameter {
  key: string;
  /** Empty values travel as empty text (SPEC §3). */
  value: string;
}

export interface RequestPage {
  pageNo: number;
  limit: number;
  totalCount?: number;
}

export interface ListSort {
  field: string;
  order: SortOrder;
}

export interface ListQuery {
  parameters: ListParameter[];
  requestPage: RequestPage;
  sorts: ListSort[];
}

export interface PageResult {
  page: number;
  limit: number;
  totalCount: number;
}

export interface ListReply<T> {
  dataResult: T[];
  pageResult: PageResult;
}

/**
 * Filter operators of the `Q^column^OP` keys. The platform's public code shows S, SL, DL, DG;
 * the rest complete the set in the same spirit. `L`/`G` suffixes mean from (>=) / to (<=),
 * as `Q^create_time_^DL` / `^DG` do in the platform.
 */
export const FILTER_OPS = {
  S: 'equals',
  SN: 'not equals',
  SL: 'contains',
  SLL: 'starts with',
  SLR: 'ends with',
  SIN: 'one of (comma-separated)',
  N: 'number equals',
  NL: 'number from (>=)',
  NG: 'number to (<=)',
  DL: 'date from (>=)',
  DG: 'date to (<=, a bare date means the end of that day)',
} as const;
export type FilterOp = keyof typeof FILTER_OPS;

export interface FilterKey {
  column: string;
  op: FilterOp;
}

/** Parses `Q^subject_^SL` into { column: 'subject_', op: 'SL' }; anything else is undefined. */
export function parseFilterKey(key: string): FilterKey | undefined {
  const match = /^Q\^([A-Za-z][A-Za-z0-9_.]*)\^([A-Z]+)$/.exec(key);
  if (!match) return undefined;
  const [, column, op] = match;
  if (!column || !op || !(op in FILTER_OPS)) return undefined;
  return { column, op: op as FilterOp };
}

export function filterKey(column: string, op: FilterOp): string {
  return `Q^${column}^${op}`;
}

const scalar = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .transform((v) => (v === null ? '' : String(v)));

/** The list body every list endpoint takes; missing parts get the defaults. */
export const listQuerySchema = z
  .object({
    parameters: z
      .array(
        z.object({
          key: z.string().min(1, 'validation.required').max(200),
          value: scalar.optional().default(''),
        }),
      )
      .max(50)
      .optional()
      .default([]),
    requestPage: z
      .object({
        pageNo: z.coerce
          .number()
          .int('validation.integer')
          .min(1, 'validation.min')
          .optional()
          .default(DEFAULT_PAGE),
        limit: z.coerce
          .number()
          .int('validation.integer')
          .min(1, 'validation.min')
          .max(MAX_LIMIT, 'validation.max')
          .optional()
          .default(DEFAULT_LIMIT),
        totalCount: z.coerce.number().int().min(0).optional(),
      })
      .optional()
      .default({ pageNo: DEFAULT_PAGE, limit: DEFAULT_LIMIT }),
    sorts: z
      .array(
        z.object({
          field: z.string().min(1, 'validation.required').max(100),
          order: z
            .string()
            .transform((o) => o.toUpperCase())
            .pipe(z.enum(['ASC', 'DESC'], 'validation.oneOf')),
        }),
      )
      .max(5)
      .optional()
      .default([]),
  })
  .default({ parameters: [], requestPage: { pageNo: DEFAULT_PAGE, limit: DEFAULT_LIMIT }, sorts: [] });

export function emptyListQuery(overrides: Partial<ListQuery> = {}): ListQuery {
  return {
    parameters: [],
    requestPage: { pageNo: DEFAULT_PAGE, limit: DEFAULT_LIMIT },
    sorts: [],
    ...overrides,
  };
}

/** Is a list finished (SPEC §4.5): empty, or the loaded count reached the total. */
export function isListFinished(loaded: number, page: PageResult): boolean {
  return loaded === 0 || loaded >= page.totalCount;
}

/** A page asked for in the query string (`pageNo`, `limit` up to `maxLimit`), for the GET pages. */
export const pageQuery = (maxLimit: number) =>
  z.object({
    pageNo: z.coerce
      .number('validation.number')
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(10_000, 'validation.max')
      .default(DEFAULT_PAGE),
    limit: z.coerce
      .number('validation.number')
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(maxLimit, 'validation.max')
      .default(DEFAULT_LIMIT),
  });
