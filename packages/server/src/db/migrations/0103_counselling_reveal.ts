import type { Kysely } from 'kysely';

/**
 * An anonymous counselling booking keeps the student unknown to the centre's staff until the
 * student reveals who they are on their booking (issue 25 §14): when they did, or null. Bookings
 * made before stay as they were booked (an anonymous one stays anonymous).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('counselling_booking').addColumn('revealed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('counselling_booking').dropColumn('revealed_at').execute();
}
