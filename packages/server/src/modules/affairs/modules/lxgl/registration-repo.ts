import type { ListQuery, ListReply } from '@campus/contract';
import type { RegistrationBatch } from '@campus/contract/affairs/lxgl';
import type { Insertable, Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { runList } from '../../../../http/list-query.js';
import { activeStudents } from '../../student-query.js';
import { pickRow, rowWhere } from '../../row-where.js';

/** Registration batches, and the students' destination and return registrations in them. */
type Db = Kysely<DB>;
export type Kind = RegistrationBatch['kind'];

export function batchById(db: Db, tenantId: string, id: string) {
  return pickRow(db, 'registrationBatch', ['id', 'kind', 'name', 'startDate', 'endDate'], { tenantId, id });
}

/** The batch of a kind open on a day (the latest to open, should two overlap). */
export function openBatch(db: Db, tenantId: string, kind: Kind, today: string) {
  return db
    .selectFrom('registrationBatch')
    .select(['id', 'kind', 'name', 'startDate', 'endDate'])
    .where('tenantId', '=', tenantId)
    .where('kind', '=', kind)
    .where('startDate', '<=', today)
    .where('endDate', '>=', today)
    .orderBy('startDate', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export function destinationOf(db: Db, batchId: string, studentId: string) {
  return rowWhere(db, 'destinationRegistration', { batchId, studentId });
}

export function returnOf(db: Db, batchId: string, studentId: string) {
  return rowWhere(db, 'returnRegistration', { batchId, studentId });
}

/** Creates or replaces a student's registration in a batch (one per student and batch). */
export async function saveDestination(db: Db, row: Insertable<DB['destinationRegistration']>): Promise<void> {
  const { destinationType, address, contactPhone, leaveDate, returnDate, transport, note, updatedAt } = row;
  await db
    .insertInto('destinationRegistration')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['batchId', 'studentId']).doUpdateSet({
        destinationType,
        address,
        contactPhone,
        leaveDate,
        returnDate,
        transport,
        note,
        updatedAt,
      }),
    )
    .execute();
}

export async function saveReturn(db: Db, row: Insertable<DB['returnRegistration']>): Promise<void> {
  const { arrivedAt, transport, note, updatedAt } = row;
  await db
    .insertInto('returnRegistration')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['batchId', 'studentId']).doUpdateSet({ arrivedAt, transport, note, updatedAt }),
    )
    .execute();
}

export interface CheckRow {
  studentId: string;
  name: string;
  number: string;
  className: string;
  mobile: string | null;
}

/**
 * The students in a charge, optionally only those who did (or did not) register in the batch;
 * name, number and class filters go through the list helper's whitelist.
 */
export function checkList(
  db: Db,
  tenantId: string,
  kind: Kind,
  batchId: string,
  charge: Charge,
  registered: boolean | undefined,
  query: ListQuery,
): Promise<ListReply<CheckRow>> {
  let base = activeStudents(db, tenantId).where(inCharge(charge, 'o.path'));
  if (registered !== undefined) {
    base = base.where((eb) => {
      const exists = eb.exists(
        kind === 'destination'
          ? eb
              .selectFrom('destinationRegistration as r')
              .select('r.studentId')
              .whereRef('r.studentId', '=', 'm.userId')
              .where('r.batchId', '=', batchId)
          : eb
              .selectFrom('returnRegistration as r')
              .select('r.studentId')
              .whereRef('r.studentId', '=', 'm.userId')
              .where('r.batchId', '=', batchId),
      );
      return registered ? exists : eb.not(exists);
    });
  }
  return runList(
    base,
    (qb) =>
      qb.select([
        'm.userId as studentId',
        'u.fullname as name',
        'm.number',
        'o.name as className',
        'u.mobile',
      ]),
    query,
    {
      filters: {
        name: { column: 'u.fullname', type: 'string' },
        number: { column: 'm.number', type: 'string' },
        className: { column: 'o.name', type: 'string' },
      },
      sorts: { number: 'm.number', name: 'u.fullname', className: 'o.name' },
      defaultSort: { column: 'm.number', order: 'ASC' },
    },
  );
}

/** The registrations of some students in a batch. */
export function destinationsOf(db: Db, batchId: string, studentIds: readonly string[]) {
  return db
    .selectFrom('destinationRegistration')
    .selectAll()
    .where('batchId', '=', batchId)
    .where('studentId', 'in', [...studentIds])
    .execute();
}

export function returnsIn(db: Db, batchId: string, studentIds: readonly string[]) {
  return db
    .selectFrom('returnRegistration')
    .selectAll()
    .where('batchId', '=', batchId)
    .where('studentId', 'in', [...studentIds])
    .execute();
}
