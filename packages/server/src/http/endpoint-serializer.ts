import { endpointName, successEnvelope, type AnyEndpoint } from '@campus/contract';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * How a declared endpoint's reply becomes JSON. Success envelopes go through fast-json-stringify
 * compiled from the declaration (what Fastify does with a JSON-schema reply): only the fields the
 * schema names are written, so a column added to a row never leaks by accident, and it is faster
 * than JSON.stringify on lists (bench/api/serialization.bench.mjs). Refusals (state other than
 * 200: business refusals travel as HTTP 200 too, IBPS-API.md §0) are built by the error funnel
 * from the catalogue and written as they are.
 *
 * With `check` (the test apps), a success reply is first held against the declaration's zod
 * schema and a mismatch fails the request naming the endpoint and the field: every API test, on
 * both dialects, then asserts every reply it gets.
 */

type JsonSchema = Record<string, unknown>;

/**
 * The schema as the serializer should use it: no `required` (a missing field is left out, not a
 * 500 in production; the check in tests catches it) and no `$schema` (fast-json-stringify's own
 * draft).
 */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    // The keywords, not properties that happen to bear their names (a form field's `required`).
    if ((key === 'required' && Array.isArray(value)) || (key === '$schema' && typeof value === 'string'))
      continue;
    out[key] = forSerializer(value);
  }
  return out;
}

export class ReplyMismatchError extends Error {
  constructor(endpoint: AnyEndpoint, issues: z.core.$ZodIssue[]) {
    const first = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`)
      .join('; ');
    super(`${endpointName(endpoint)} answered outside its declaration: ${first}`);
    this.name = 'ReplyMismatchError';
  }
}

const compiled = new WeakMap<AnyEndpoint, (payload: unknown) => string>();

function compile(endpoint: AnyEndpoint): (payload: unknown) => string {
  const envelope = successEnvelope(endpoint);
  const schema = z.toJSONSchema(envelope, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(forSerializer(schema) as Parameters<typeof fastJson>[0]) as (payload: unknown) => string;
}

function isSuccess(payload: unknown): boolean {
  return (payload as { state?: unknown } | null)?.state === 200;
}

/** The serializer of one declared endpoint's 200 replies. */
export function replySerializer(endpoint: AnyEndpoint, check: boolean): (payload: unknown) => string {
  let write = compiled.get(endpoint);
  if (!write) {
    write = compile(endpoint);
    compiled.set(endpoint, write);
  }
  const serialize = write;
  const envelope = check ? successEnvelope(endpoint) : null;
  return (payload) => {
    if (!isSuccess(payload)) return JSON.stringify(payload);
    if (envelope) {
      const result = envelope.safeParse(payload);
      if (!result.success) {
        const error = new ReplyMismatchError(endpoint, result.error.issues);
        // The test apps log nothing; the failing test shows a 500, this line says why.
        console.error(error.message);
        throw error;
      }
    }
    return serialize(payload);
  };
}
