import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signIn } from '../test/auth.js';
import { replyProblems } from '../test/clean-reply.js';
import { junkRequest, probeRequests, type JunkRequest } from '../test/junk/requests.js';
import { requestHints, type OpenApiDocument } from '../test/route-hints.js';
import { listApiRoutes, type ApiRoute } from '../test/routes.js';

/**
 * Every route of the API, found from the app itself (a new route is fuzzed without anyone adding
 * it here), gets generated bad input anonymously and as a student and an admin: whatever comes
 * in, the reply is the envelope, never a 5xx, never internal text, and a refusal names the
 * problem. Each route first gets the same probes (the strings that most often break things, in
 * every declared field), then a few random requests; runs are few so the file stays near a
 * minute. FUZZ_RUNS=n multiplies them, FUZZ_SEED=n replays a failure (fast-check prints the seed).
 */

const routes = await listApiRoutes();

const IDENTITIES = ['anonymous', 'student', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];
const scale = Number(process.env.FUZZ_RUNS ?? 1);
// Anonymous requests mostly stop at the auth hook, so fewer runs find what there is to find.
const RUNS: Record<Identity, number> = { anonymous: 2 * scale, student: 6 * scale, admin: 6 * scale };
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let doc: OpenApiDocument;
/** Ids of real rows (and of other tenants), so some requests reach the services behind validation. */
let realIds: string[];

const ID_TABLES = [
  'tenant',
  'appUser',
  'org',
  'role',
  'position',
  'bpmDefinition',
  'bpmInstance',
  'bpmTask',
  'innerMessage',
  'attachment',
  'news',
  'dataTemplate',
  'registrationBatch',
  'activity',
  'survey',
] as const;

async function sampleIds(): Promise<string[]> {
  const { db } = t.database;
  const ids = await Promise.all(
    ID_TABLES.map(async (table) =>
      (await db.selectFrom(table).select('id').orderBy('id', 'desc').limit(3).execute()).map((r) => r.id),
    ),
  );
  return ids.flat();
}

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as OpenApiDocument;
  realIds = await sampleIds();
});
afterAll(async () => t.close());

/** The prototype of every object, as it was: a request must never add to it. */
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

async function send(route: ApiRoute, headers: Record<string, string>, request: JunkRequest) {
  const path = route.url.replace(/:\w+|\*/g, request.pathParam);
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: request.query ? `${path}?${request.query}` : path,
    headers: {
      ...headers,
      ...request.headers,
      ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
    },
    ...(request.body ? { payload: request.body.payload } : {}),
  });
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

const describeRequest = (request: JunkRequest) =>
  JSON.stringify({
    ...request,
    body: request.body && { ...request.body, payload: request.body.payload.slice(0, 300) },
  });

describe.each(IDENTITIES)('fuzzed as %s', (identity) => {
  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      // A fresh session per route: a fuzzed logout or tenant switch must not starve the next route.
      const headers = identity === 'anonymous' ? {} : (await signIn(t.app, identity)).headers;
      const before = prototypeKeys();
      const hints = requestHints(doc, route);
      await fc.assert(
        fc.asyncProperty(junkRequest(route.method, hints, realIds), async (request) => {
          const reply = await send(route, headers, request);
          const problems = replyProblems(reply, {
            // 501: a sign-in a school has switched off (rsaToken without its key), on purpose.
            allowed5xx: [501],
            servesDocument: route.url.startsWith('/api/docs'),
          });
          if (prototypeKeys() !== before) problems.push('Object.prototype was polluted');
          if (problems.length) {
            throw new Error(
              `${problems.join('; ')}\n  request: ${describeRequest(request)}\n  reply: ${reply.status} ${reply.body.slice(0, 500)}`,
            );
          }
        }),
        {
          numRuns: RUNS[identity],
          examples: probeRequests(route.method, hints).map((probe) => [probe] as [JunkRequest]),
          seed,
          endOnFailure: true,
        },
      );
    },
  );
});
