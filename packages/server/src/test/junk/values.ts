import fc from 'fast-check';

/**
 * The vocabulary of the route fuzzer's bad input: junk on purpose (wrong types, huge, unicode,
 * prototype keys, SQL and path tricks), values shaped like a route's own schema, and real ids of
 * the database, so a request sometimes gets past validation and reaches the service behind it.
 */

/** The part of a JSON schema (as the OpenAPI document has it) the shapes below read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
}

export const HUGE = 'x'.repeat(300_000);
export const OVER_BODY_LIMIT = 'y'.repeat(1_100_000);

/** Objects with own prototype keys: built through JSON.parse, as the server's parser would see them. */
const PROTOTYPE_KEYS = [
  '{"__proto__":{"isSuper":"Y","isTenantAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"prototype":{"polluted":1}}',
].map((text) => JSON.parse(text) as Record<string, unknown>);

export const trickyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '😀👨‍👩‍👧',
  '李明轩',
  "' or 1=1 --",
  '"; drop table app_user; --',
  '%',
  '_',
  '\\',
  '../../../../etc/passwd',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '${process.exit()}',
  '{{constructor.constructor("return process")()}}',
  'null',
  'undefined',
  'NaN',
  'true',
  '[]',
  '{}',
  '-1',
  '0',
  '1e999',
  '9'.repeat(40),
  '2026-02-30',
  '9999-12-31 23:59:59',
  'Q^subject_^SL',
  'Q^^',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'ALL',
  HUGE,
);

export const junkNumbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2),
);

/**
 * Built once per list of ids: building the grapheme and pattern arbitraries costs far more than
 * drawing from them (it was 60 % of the fuzzer's time when every junk value built its own).
 */
const junkStringsOf = new WeakMap<string[], fc.Arbitrary<string>>();
const graphemes = fc.string({ unit: 'grapheme', maxLength: 40 });
const binaries = fc.string({ unit: 'binary', maxLength: 20 });
const longNumbers = fc.stringMatching(/^[0-9]{18,19}$/);

export function junkStrings(realIds: string[]): fc.Arbitrary<string> {
  let arbitrary = junkStringsOf.get(realIds);
  if (!arbitrary) {
    arbitrary = fc.oneof(
      { arbitrary: graphemes, weight: 3 },
      { arbitrary: binaries, weight: 2 },
      { arbitrary: trickyStrings, weight: 4 },
      { arbitrary: longNumbers, weight: 1 },
      { arbitrary: realIds.length ? fc.constantFrom(...realIds) : fc.constant('0'), weight: 3 },
    );
    junkStringsOf.set(realIds, arbitrary);
  }
  return arbitrary;
}

/** Any JSON value, junk all the way down (bounded so a request stays small). */
export function junkValue(realIds: string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    junkNumbers,
    junkStrings(realIds),
    fc.constantFrom(...PROTOTYPE_KEYS),
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 6 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      { arbitrary: fc.dictionary(junkStrings(realIds), tie('value'), { maxKeys: 4 }), weight: 1 },
    ),
  })).value;
}

/** A value that follows the schema's shape (a string for a string, an id for an id pattern). */
export function shaped(schema: JsonSchema | undefined, realIds: string[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return junkValue(realIds);
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => shaped(s, realIds, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      if (schema.pattern) {
        const pattern = safePattern(schema.pattern);
        if (pattern) {
          const matching = fc.stringMatching(pattern, { size: 'small' });
          return realIds.length ? fc.oneof(matching, fc.constantFrom(...realIds)) : matching;
        }
      }
      return fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }), junkStrings(realIds));
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 1000 }), junkNumbers);
    case 'number':
      return junkNumbers;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(shaped(schema.items, realIds, depth + 1), { maxLength: 3 });
    case 'object':
      return schema.properties ? fields(schema.properties, realIds, depth + 1) : junkValue(realIds);
    default:
      return junkValue(realIds);
  }
}

function safePattern(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/** An object with some of the schema's fields, each shaped or junk, plus the odd unknown key. */
export function fields(
  properties: Record<string, JsonSchema>,
  realIds: string[],
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(properties).map(
    ([name, schema]) =>
      [name, fc.oneof({ arbitrary: shaped(schema, realIds, depth), weight: 2 }, junkValue(realIds))] as const,
  );
  const known = fc.record(Object.fromEntries(entries), { requiredKeys: [] });
  const extra = fc.dictionary(junkStrings(realIds), junkValue(realIds), { maxKeys: 2 });
  return fc.tuple(known, extra, fc.boolean()).map(([k, e, withExtra]) => (withExtra ? { ...e, ...k } : k));
}

/** Every name set to one tricky string: finds what one kind of text does in whichever field. */
export function uniform(names: string[]): fc.Arbitrary<Record<string, string>> {
  return trickyStrings.map((text) => Object.fromEntries(names.map((name) => [name, text])));
}

/** A list body (IBPS-API.md §0) with junk in every part: keys, operators, pages, sorts. */
export function junkListBody(realIds: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc
      .tuple(
        fc.constantFrom(
          'subject',
          'status',
          'createTime',
          'name',
          'x',
          '',
          '__proto__',
          'constructor',
          'toString',
        ),
        fc.constantFrom('S', 'SN', 'SL', 'SLL', 'SLR', 'SIN', 'N', 'NL', 'NG', 'DL', 'DG', 'ZZ', ''),
      )
      .map(([column, op]) => `Q^${column}^${op}`),
    junkStrings(realIds),
  );
  return fc.record(
    {
      parameters: fc.oneof(
        fc.array(fc.record({ key, value: fc.oneof(junkStrings(realIds), junkValue(realIds)) }), {
          maxLength: 4,
        }),
        junkValue(realIds),
      ),
      requestPage: fc.oneof(
        fc.record({ pageNo: fc.oneof(junkNumbers, junkValue(realIds)), limit: junkNumbers }),
        junkValue(realIds),
      ),
      sorts: fc.oneof(
        fc.array(
          fc.record({
            field: fc.oneof(
              fc.constantFrom('createTime', 'name', 'x; drop', 'constructor', '__proto__'),
              junkStrings(realIds),
            ),
            order: fc.constantFrom('ASC', 'DESC', 'asc', 'sideways', ''),
          }),
          { maxLength: 3 },
        ),
        junkValue(realIds),
      ),
    },
    { requiredKeys: [] },
  );
}
