import fc from 'fast-check';
import {
  HUGE,
  junkListBody,
  junkNumbers,
  junkStrings,
  junkValue,
  OVER_BODY_LIMIT,
  shaped,
  fields,
  uniform,
  type JsonSchema,
} from './values.js';

/**
 * Whole requests for the route fuzzer, for one route: its query string, body and headers, built
 * from the junk values; and the fixed probes every route gets on every run.
 */

export interface RequestHints {
  /** Query parameter names and schemas the route declares. */
  query: Record<string, JsonSchema>;
  /** The JSON body schema the route declares (undefined: none or not JSON). */
  body?: JsonSchema;
}

/** A generated request: everything but the route and the identity. */
export interface JunkRequest {
  /** What stands in for a path parameter (`:id`, `*`), already encoded. */
  pathParam: string;
  /** Query string, already encoded (may be deliberately malformed). */
  query: string;
  /** Raw body and its content type (undefined: no body). */
  body?: { contentType?: string; payload: string };
  headers: Record<string, string>;
}

/** Query strings: declared names and junk ones, repeated keys, and broken percent-encoding. */
function junkQuery(hints: RequestHints, realIds: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(junkStrings(realIds), junkNumbers.map(String));
  const names = Object.keys(hints.query);
  const name = fc.oneof(
    { arbitrary: names.length ? fc.constantFrom(...names) : fc.constant('id'), weight: 4 },
    {
      arbitrary: fc.constantFrom('__proto__', 'constructor[prototype][x]', 'lang', 'access_token'),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 10 }), weight: 1 },
  );
  const declared = fc.record(
    Object.fromEntries(
      Object.entries(hints.query).map(([key, schema]) => [key, shaped(schema, realIds).map(String)]),
    ),
    { requiredKeys: [] },
  );
  const known = fc.oneof(declared, uniform(names));
  const pairs = fc.array(fc.tuple(name, value), { maxLength: 5 });
  const broken = fc.constantFrom(
    '',
    '',
    '',
    '&%ZZ=%E0%A4%A',
    '&a[b][c]=1',
    '&&&=',
    `&lang=${'z'.repeat(300)}`,
  );
  return fc.tuple(known, pairs, broken).map(([d, p, b]) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(d)) if (v !== undefined) search.append(k, v);
    for (const [k, v] of p) search.append(k, v);
    return `${search.toString()}${b}`;
  });
}

/** Bodies: shaped or junk JSON, malformed JSON, wrong and missing content types, too large. */
function junkBody(hints: RequestHints, realIds: string[]): fc.Arbitrary<JunkRequest['body']> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' }));
  const shapedBody = hints.body?.properties
    ? fields(hints.body.properties, realIds)
    : shaped(hints.body, realIds);
  return fc.oneof(
    { arbitrary: json(shapedBody), weight: 5 },
    { arbitrary: json(uniform(Object.keys(hints.body?.properties ?? {}))), weight: 2 },
    { arbitrary: json(junkListBody(realIds)), weight: 2 },
    { arbitrary: json(junkValue(realIds)), weight: 3 },
    {
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,,]', "{'a':1}", '{"a":1}}', 'nul', '\u0000', '', '{"__proto__":1}')
        .map((payload) => ({ contentType: 'application/json', payload })),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=----junk',
          'multipart/form-data',
          'application/xml',
          'application/json; charset=utf-16',
          'image/png',
          ';;;',
        ),
        payload: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('------junk\r\n\r\n--')),
      }),
      weight: 2,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { contentType: 'application/json', payload: JSON.stringify({ a: OVER_BODY_LIMIT }) },
        { contentType: undefined, payload: '{"a":1}' },
      ),
      weight: 1,
    },
  );
}

const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});

/** Present now and then: most requests keep the identity's own headers, so they get past the auth hook. */
const sometimes = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: value, weight: 1 });

/** Headers a client may get wrong: language, tenant, request id. */
function junkHeaders(realIds: string[]): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      'accept-language': sometimes(fc.oneof(headerText, fc.constantFrom('en-US', 'ja;q=2', '*', 'zh-TW'))),
      'x-authorization-tenantid': sometimes(
        fc.oneof(headerText, realIds.length ? fc.constantFrom(...realIds) : fc.constant('0')),
      ),
      'x-request-id': sometimes(headerText),
    })
    .map((headers) =>
      Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1])),
    );
}

/** A path segment as a client would encode it; a lone surrogate cannot be, so it goes as U+FFFD. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
}

/** The strings that most often break something, tried in every field of every route each run. */
const PROBES = ['\u0000', '\ud800', 'constructor', "' or 1=1 --", '9'.repeat(40), HUGE];

/**
 * Deterministic requests run before the random ones: each probe string in every declared query
 * parameter and body field at once, so what one kind of text breaks is found on every run.
 */
export function probeRequests(method: string, hints: RequestHints): JunkRequest[] {
  const bodyFields = Object.keys(hints.body?.properties ?? {});
  return PROBES.map((text) => {
    const query = new URLSearchParams(Object.keys(hints.query).map((name): [string, string] => [name, text]));
    const fieldsOf = (names: string[]) => Object.fromEntries(names.map((name) => [name, text]));
    const payload = JSON.stringify(bodyFields.length ? fieldsOf(bodyFields) : { value: text });
    return {
      pathParam: encodeSegment(text),
      query: query.toString(),
      body: method === 'GET' ? undefined : { contentType: 'application/json', payload },
      headers: {},
    };
  });
}

/** Everything a request to one route may carry. GET routes get no body. */
export function junkRequest(
  method: string,
  hints: RequestHints,
  realIds: string[],
): fc.Arbitrary<JunkRequest> {
  const body = method === 'GET' ? fc.constant(undefined) : junkBody(hints, realIds);
  const pathParam = fc
    .oneof(junkStrings(realIds), fc.constantFrom('..%2f..%2fpackage.json', '%00', '%ZZ', 'index.html'))
    .map((v) => (/%/.test(v) ? v : encodeSegment(v)));
  return fc.record({ pathParam, query: junkQuery(hints, realIds), body, headers: junkHeaders(realIds) });
}
