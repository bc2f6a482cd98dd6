import { ASSESSMENT_ITEM_KEYS, MORAL_KINDS, RATING_MAX, RATING_MIN } from '@campus/contract/affairs/szgz';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { day, id, integer as int, keyOf as oneOf, requiredText as text } from '../../../../http/schemas.js';
import { openRound, rate, results, tasks } from './assessment.js';
import {
  cancel,
  createSession,
  manageSessions,
  markAttendance,
  record,
  roster,
  signUp,
  studentSessions,
} from './moral.js';

/** The szgz group's own API under /api/szgz/v3 (contract: affairs/modules/szgz/types.ts). */
const rating = int(RATING_MIN, RATING_MAX);
const scores = z.object(
  Object.fromEntries(ASSESSMENT_ITEM_KEYS.map((k) => [k, rating])) as Record<string, typeof rating>,
  'validation.required',
);

export function szgzRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/szgz'];
    const session = { schema: { tags, body: z.object({ sessionId: id }) } };

    r.get('/moral/sessions', { schema: { tags } }, async (q) =>
      ok(await studentSessions(db, requireAuth(q))),
    );
    r.post('/moral/signup', session, async (q) => ok(await signUp(db, requireAuth(q), q.body.sessionId)));
    r.post('/moral/cancel', session, async (q) => ok(await cancel(db, requireAuth(q), q.body.sessionId)));
    r.get('/moral/record', { schema: { tags } }, async (q) => ok(await record(db, requireAuth(q))));
    r.get('/moral/manage', { schema: { tags } }, async (q) => ok(await manageSessions(db, requireAuth(q))));
    r.post(
      '/moral/session',
      {
        schema: {
          tags,
          body: z.object({
            title: text(100),
            kind: oneOf(MORAL_KINDS),
            speaker: text(100),
            place: text(100),
            date: day,
            time: z.string('validation.required').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.format'),
            capacity: int(1, 2000),
            points: int(1, 10),
          }),
        },
      },
      async (q) => ok(await createSession(db, requireAuth(q), q.body)),
    );
    r.get('/moral/roster', { schema: { tags, querystring: z.object({ sessionId: id }) } }, async (q) =>
      ok(await roster(db, requireAuth(q), q.query.sessionId)),
    );
    r.post(
      '/moral/attendance',
      {
        schema: {
          tags,
          body: z.object({
            sessionId: id,
            marks: z
              .array(
                z.object({ studentId: id, status: z.enum(['attended', 'absent'], 'validation.oneOf') }),
                'validation.required',
              )
              .max(2000, 'validation.maxRows'),
          }),
        },
      },
      async (q) => ok(await markAttendance(db, requireAuth(q), q.body)),
    );

    r.get('/rating/tasks', { schema: { tags } }, async (q) => ok(await tasks(db, requireAuth(q))));
    r.post('/rating/rate', { schema: { tags, body: z.object({ roundId: id, scores }) } }, async (q) =>
      ok(await rate(db, requireAuth(q), q.body as Parameters<typeof rate>[2])),
    );
    r.get(
      '/rating/results',
      { schema: { tags, querystring: z.object({ roundId: id.optional() }) } },
      async (q) => ok(await results(db, requireAuth(q), q.query.roundId)),
    );
    r.post(
      '/rating/round',
      { schema: { tags, body: z.object({ title: text(100), opensOn: day, closesOn: day }) } },
      async (q) => ok(await openRound(db, requireAuth(q), q.body)),
    );
  };
}
