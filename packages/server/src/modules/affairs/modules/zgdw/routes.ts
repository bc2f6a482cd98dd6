import {
  ACHIEVEMENT_CATEGORIES,
  EDUCATIONS,
  LEVELS,
  LOG_CATEGORIES,
  POLITICAL,
  RECORD_STATUSES,
  TALK_TYPES,
  TRAINING_CATEGORIES,
} from '@campus/contract/affairs/zgdw';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { day, id, integer as int, keyOf as oneOf, requiredText as text } from '../../../../http/schemas.js';
import { logView, writeLog } from './logs.js';
import { talkStudents, talkView, writeTalk } from './talks.js';
import { saveProfile, teamView } from './team.js';
import { addRecord, decide, myRecords, reviewList } from './training.js';

/** The zgdw group's own API under /api/zgdw/v3 (contract: affairs/modules/zgdw/types.ts). */
export function zgdwRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/zgdw'];

    r.get('/team/profiles', { schema: { tags } }, async (q) => ok(await teamView(db, requireAuth(q))));
    r.post(
      '/team/profile',
      {
        schema: {
          tags,
          body: z.object({
            education: oneOf(EDUCATIONS),
            degree: text(16),
            major: text(100),
            political: oneOf(POLITICAL),
            title: text(50),
            started: z.string('validation.required').regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.format'),
            fullTime: z.boolean('validation.required'),
            certificates: z.string('validation.required').trim().max(300, 'validation.maxLength'),
          }),
        },
      },
      async (q) => ok(await saveProfile(db, requireAuth(q), q.body)),
    );

    r.get('/team/logs', { schema: { tags, querystring: z.object({ authorId: id.optional() }) } }, async (q) =>
      ok(await logView(db, requireAuth(q), q.query.authorId)),
    );
    r.post(
      '/team/logs',
      {
        schema: {
          tags,
          body: z.object({
            category: oneOf(LOG_CATEGORIES),
            date: day,
            content: text(2000),
            students: int(0, 500),
          }),
        },
      },
      async (q) => ok(await writeLog(db, requireAuth(q), q.body)),
    );

    r.get('/team/talks', { schema: { tags } }, async (q) => ok(await talkView(db, requireAuth(q))));
    r.get('/team/talks/students', { schema: { tags } }, async (q) =>
      ok(await talkStudents(db, requireAuth(q))),
    );
    r.post(
      '/team/talks',
      {
        schema: {
          tags,
          body: z.object({
            studentId: id,
            date: day,
            minutes: int(5, 480),
            type: oneOf(TALK_TYPES),
            topic: text(200),
            measures: text(2000),
            followUp: day.nullable().optional(),
          }),
        },
      },
      async (q) => ok(await writeTalk(db, requireAuth(q), q.body)),
    );

    r.get('/team/training/mine', { schema: { tags } }, async (q) => ok(await myRecords(db, requireAuth(q))));
    r.post(
      '/team/training',
      {
        schema: {
          tags,
          body: z.object({
            kind: z.enum(['training', 'achievement'], 'validation.oneOf'),
            category: z.enum(
              [...Object.keys(TRAINING_CATEGORIES), ...Object.keys(ACHIEVEMENT_CATEGORIES)] as [
                keyof typeof TRAINING_CATEGORIES | keyof typeof ACHIEVEMENT_CATEGORIES,
                ...(keyof typeof TRAINING_CATEGORIES | keyof typeof ACHIEVEMENT_CATEGORIES)[],
              ],
              'validation.oneOf',
            ),
            title: text(200),
            organiser: text(100),
            date: day,
            hours: int(0, 200),
            level: oneOf(LEVELS),
          }),
        },
      },
      async (q) => ok(await addRecord(db, requireAuth(q), q.body)),
    );
    r.get(
      '/team/training/review',
      { schema: { tags, querystring: z.object({ status: oneOf(RECORD_STATUSES).optional() }) } },
      async (q) => ok(await reviewList(db, requireAuth(q), q.query.status ?? 'pending')),
    );
    r.post(
      '/team/training/decide',
      {
        schema: {
          tags,
          body: z.object({
            id,
            approve: z.boolean('validation.required'),
            note: z.string().trim().max(300, 'validation.maxLength').optional(),
          }),
        },
      },
      async (q) => ok(await decide(db, requireAuth(q), q.body)),
    );
  };
}
