import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { DB } from '../../../db/schema.js';
import { revokeSessionsIn } from './repo.js';

/**
 * What happens to a graduate after graduation (issue 28), swept by every server:
 * - once the school's grace period has run out (`access_ends_at`), the account closes: every
 *   session in the school is revoked (sign-in already refuses them with GRADUATE_CLOSED);
 * - once the school's retention has run out after that, their sensitive personal data (ID number,
 *   birth date, ethnicity, political status, address, bank, family income, phone and e-mail, and
 *   the values of their information-change requests) is erased.
 * Requests, bills, scores and sanctions are never touched. Each step claims the member's row with
 * a conditional update (only one server, or one sweep, wins it), so both are safe to run twice
 * and beside another server. Each is recorded in the change log by "system".
 */
type Db = Kysely<DB>;

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const SWEEP_MS = 3600 * 1000;
/** Members handled per query; the sweep goes on until none is left. */
const BATCH = 200;

const systemChange = (tenantId: string): ChangeContext => ({
  tenantId,
  actorId: null,
  actorName: 'system',
  ip: '',
  client: 'system',
});

/** Closes the accounts of graduates whose grace period ended by `now`; returns how many. */
export async function closeEndedAccess(db: Db, now: number): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['m.tenantId', 'm.userId', 'm.number', 'm.accessEndsAt', 'u.fullname'])
      .where('m.studyStatus', '=', 'graduated')
      .where('m.accessEndsAt', '<=', now)
      .where('m.accessClosedAt', 'is', null)
      .orderBy('m.accessEndsAt')
      .limit(BATCH)
      .execute();
    for (const member of due) {
      const done = await db.transaction().execute(async (trx) => {
        const claim = await trx
          .updateTable('tenantMember')
          .set({ accessClosedAt: now })
          .where('tenantId', '=', member.tenantId)
          .where('userId', '=', member.userId)
          .where('studyStatus', '=', 'graduated')
          .where('accessClosedAt', 'is', null)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) return false;
        await revokeSessionsIn(trx, member.tenantId, member.userId, now);
        await recordChange(trx, systemChange(member.tenantId), {
          kind: 'student',
          objectId: member.userId,
          label: `${member.fullname} (${member.number})`,
          action: 'close',
          before: { accessClosedAt: null },
          after: { accessClosedAt: now, accessEndsAt: member.accessEndsAt },
        });
        return true;
      });
      if (done) closed++;
    }
    if (due.length < BATCH) return closed;
  }
}

/** Erases the sensitive personal data of closed graduates past each school's retention. */
export async function eraseExpiredPersonalData(db: Db, now: number): Promise<number> {
  let erased = 0;
  const schools = await db.selectFrom('tenant').select(['id', 'retentionYears']).execute();
  for (const school of schools) {
    const cutoff = now - Number(school.retentionYears) * YEAR_MS;
    for (;;) {
      const due = await db
        .selectFrom('tenantMember as m')
        .innerJoin('appUser as u', 'u.id', 'm.userId')
        .select(['m.userId', 'm.number', 'u.fullname'])
        .where('m.tenantId', '=', school.id)
        .where('m.studyStatus', '=', 'graduated')
        .where('m.accessClosedAt', 'is not', null)
        .where('m.accessEndsAt', '<=', cutoff)
        .where('m.personalDataErasedAt', 'is', null)
        .limit(BATCH)
        .execute();
      for (const member of due) if (await erase(db, school.id, member, now)) erased++;
      if (due.length < BATCH) break;
    }
  }
  return erased;
}

async function erase(
  db: Db,
  tenantId: string,
  member: { userId: string; number: string; fullname: string },
  now: number,
) {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('tenantMember')
      .set({ personalDataErasedAt: now })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', member.userId)
      .where('personalDataErasedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('studentProfile')
      .set({
        idNumber: null,
        birthDate: null,
        ethnicity: null,
        politicalStatus: null,
        address: null,
        bankName: null,
        bankCard: null,
        familyIncome: null,
        updatedAt: now,
      })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', member.userId)
      .execute();
    await trx
      .updateTable('studentInfoChange')
      .set({ beforeValue: null, afterValue: '***', beforeBank: null, afterBank: null })
      .where('tenantId', '=', tenantId)
      .where('studentId', '=', member.userId)
      .execute();
    // The account is one person's across schools: their phone and e-mail go only if no other
    // school still has them as a member whose data it keeps.
    const elsewhere = await trx
      .selectFrom('tenantMember')
      .select('tenantId')
      .where('userId', '=', member.userId)
      .where('tenantId', '<>', tenantId)
      .where('personalDataErasedAt', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!elsewhere)
      await trx
        .updateTable('appUser')
        .set({ mobile: null, email: null, updatedAt: now })
        .where('id', '=', member.userId)
        .execute();
    await recordChange(trx, systemChange(tenantId), {
      kind: 'student',
      objectId: member.userId,
      label: `${member.fullname} (${member.number})`,
      action: 'update',
      before: { personalDataErasedAt: null },
      after: { personalDataErasedAt: now },
    });
    return true;
  });
}

/** Both steps, hourly while the server runs. */
export function sweepGraduates(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    void (async () => {
      const now = Date.now();
      await closeEndedAccess(db, now);
      await eraseExpiredPersonalData(db, now);
    })().catch((error: unknown) => app.log.error({ err: error }, 'closing graduates’ accounts failed'));
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
