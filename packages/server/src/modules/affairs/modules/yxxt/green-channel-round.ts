import type { Language } from '@campus/contract';
import type { Kysely } from 'kysely';
import { memberProfile } from '../../../../core/org/profile.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { batchFor } from '../../batches/find.js';
import { say } from '../../meta.js';
import type { AffairRegistry } from '../../registry/registry.js';

/** The financial-aid module whose requests are the journey's green channel. */
const GREEN_CHANNEL = 'greenChannel';

/**
 * Whether the freshman may apply for the green channel today, and if not why, in their language
 * (the round that opens next, the one that ended, or none set): the journey invites an application
 * only while a round is open (issue 30 item 16: the second school's step led to "no round open").
 */
export async function greenChannelRound(
  db: Kysely<DB>,
  registry: AffairRegistry,
  caller: AuthContext,
  lang: Language,
  now = Date.now(),
): Promise<{ open: boolean; reason: string | null }> {
  const module = registry.module(GREEN_CHANNEL)?.descriptor;
  if (!module?.batches) return { open: true, reason: null };
  const student = await memberProfile(db, caller.tenantId, caller.userId);
  const found = await batchFor(
    db,
    caller.tenantId,
    module,
    { grade: student?.grade ?? null, collegeId: student?.collegeId ?? null },
    schoolDate(now),
  );
  return { open: found.open !== null, reason: found.reason ? say(found.reason, lang) : null };
}
