import type { Kysely } from 'kysely';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import type { DB } from '../../../../db/schema.js';

/**
 * One open destination batch and one open return batch per school, around the coming winter
 * break (seeded on 2026-11-21: 2027寒假离校去向登记 until 2027-01-20, 2027春季返校登记 until
 * 2027-03-01), so both registrations can be tried on first start.
 */
export async function seedRegistrationBatches(db: Kysely<DB>, tenantId: string, now: number): Promise<void> {
  const today = schoolDate(now);
  const opens = addDays(today, -1);
  const year = addDays(today, 60).slice(0, 4);
  await db
    .insertInto('registrationBatch')
    .values([
      {
        id: newId(),
        tenantId,
        kind: 'destination',
        name: `${year}寒假离校去向登记`,
        startDate: opens,
        endDate: addDays(today, 60),
        createdAt: now,
      },
      {
        id: newId(),
        tenantId,
        kind: 'return',
        name: `${year}春季返校登记`,
        startDate: opens,
        endDate: addDays(today, 100),
        createdAt: now,
      },
    ])
    .execute();
}
