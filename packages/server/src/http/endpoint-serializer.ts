import { endpointName, successEnvelope, type AnyDeclaration } from '@campus/contract';
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
 * The schema as the serializer should use it (a field is always left out rather than failing the
 * reply in production; the check in tests catches what the declaration does not match):
 * - no `required`, except at the root of a union's branch, where it tells the branches apart (a
 *   missing field is left out, not a 500);
 * - no `additionalProperties: false`: fast-json-stringify writes only the named properties anyway,
 *   and in a union (a nullable object too) it picks the branch by validating the value, which an
 *   unnamed field (a column a repository row carries) must not fail;
 * - no `$schema` (fast-json-stringify's own draft).
 * Keywords only: a property that bears a keyword's name (a form field's `required`) is a field.
 */
function forSerializer(schema: unknown, branchRoot = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => forSerializer(item));
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$schema' && typeof value === 'string') continue;
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'required' && Array.isArray(value)) {
      if (branchRoot) out[key] = value;
      continue;
    }
    out[key] =
      (key === 'anyOf' || key === 'oneOf') && Array.isArray(value)
        ? value.map((branch) => forSerializer(branch, true))
        : forSerializer(value);
  }
  return out;
}

export class ReplyMismatchError extends Error {
  constructor(endpoint: AnyDeclaration, issues: z.core.$ZodIssue[]) {
    const first = issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(reply)'}: ${issue.message}`)
      .join('; ');
    super(`${endpointName(endpoint)} answered outside its declaration: ${first}`);
    this.name = 'ReplyMismatchError';
  }
}

const compiled = new WeakMap<AnyDeclaration, (payload: unknown) => string>();

function compile(endpoint: AnyDeclaration): (payload: unknown) => string {
  const envelope = successEnvelope(endpoint);
  const schema = z.toJSONSchema(envelope, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(forSerializer(schema) as Parameters<typeof fastJson>[0]) as (payload: unknown) => string;
}

function isSuccess(payload: unknown): boolean {
  return (payload as { state?: unknown } | null)?.state === 200;
}

/** The serializer of one declared endpoint's 200 replies. */
export function replySerializer(endpoint: AnyDeclaration, check: boolean): (payload: unknown) => string {
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
