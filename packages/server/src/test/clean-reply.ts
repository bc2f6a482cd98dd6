import { stateMessage, LANGUAGES } from '@campus/contract';

/**
 * What every reply must be, whatever the request (docs/API.md "Replies"): the envelope, no server
 * error, no internal text, and a refusal that says what was wrong. Returns the problems found, so
 * a fuzzer can print them with the request that caused them.
 */

export interface ReplyLike {
  status: number;
  contentType: string;
  body: string;
}

/** Text that only ever comes from inside the server: stack frames, driver and library errors. */
const INTERNAL_TEXT = [
  /\n\s+at \S/,
  /node_modules/,
  /\.[cm]?[jt]s:\d+/,
  /\b(TypeError|ReferenceError|RangeError)\b/,
  /Cannot read propert/,
  /is not a function/,
  /\bSQLITE_[A-Z]/,
  /syntax error at or near/,
  /violates .* constraint/,
  /invalid input syntax for/,
  /invalid byte sequence/,
  /\bKysely\b/,
  /\bZodError\b/,
  /"stack"/,
];

/** The catalogue's bare "bad request" in every language: a 400 that says only this names nothing. */
const BARE_BAD_REQUEST = new Set(LANGUAGES.map((lang) => stateMessage(lang, 400)));

interface Envelope {
  state: unknown;
  message: unknown;
  cause: unknown;
  data: unknown;
  variables: unknown;
}

function parseEnvelope(body: string): Envelope | undefined {
  try {
    const value = JSON.parse(body) as Envelope;
    const keys = ['state', 'message', 'cause', 'data', 'variables'];
    if (value && typeof value === 'object' && keys.every((k) => k in value)) return value;
  } catch {
    // not JSON: reported by the caller
  }
  return undefined;
}

export interface ReplyRules {
  /** Server errors a test expects (503 while the database is down); any other 5xx is a problem. */
  allowed5xx?: number[];
  /** The route serves a document (the OpenAPI JSON), so its successes are not envelopes. */
  servesDocument?: boolean;
}

export function replyProblems(reply: ReplyLike, rules: ReplyRules = {}): string[] {
  const problems: string[] = [];
  if (reply.status >= 500 && !(rules.allowed5xx ?? []).includes(reply.status)) {
    problems.push(`HTTP ${reply.status}`);
  }
  const leaked = INTERNAL_TEXT.find((pattern) => pattern.test(reply.body));
  if (leaked) problems.push(`internal text in the body (${leaked})`);

  // Successes that are not API replies: a file, a page, a redirect, a served document.
  const isFile = reply.status < 300 && !/json/.test(reply.contentType);
  const isRedirect = reply.status >= 300 && reply.status < 400 && reply.body === '';
  if (isFile || isRedirect || (rules.servesDocument && reply.status < 300)) return problems;
  const envelope = parseEnvelope(reply.body);
  if (!envelope) return [...problems, `not the envelope: ${reply.body.slice(0, 120)}`];

  const { state, message, variables } = envelope;
  if (typeof state !== 'number') problems.push('state is not a number');
  if (typeof message !== 'string' || !message.trim()) problems.push('empty message');
  if (!variables || typeof variables !== 'object') problems.push('variables is not an object');
  if (reply.status !== 200 && state === 200) problems.push(`HTTP ${reply.status} with state 200`);
  if (state === 400 && typeof message === 'string' && BARE_BAD_REQUEST.has(message)) {
    problems.push('a 400 that does not name the problem');
  }
  const fields = (variables as { fields?: unknown } | null)?.fields;
  if (fields !== undefined) {
    const named =
      Array.isArray(fields) &&
      fields.length > 0 &&
      fields.every((f: { field?: unknown; message?: unknown }) => !!f?.field && !!f?.message);
    if (!named) problems.push(`variables.fields does not name each field: ${JSON.stringify(fields)}`);
  }
  return problems;
}
