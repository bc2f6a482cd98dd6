import { ANONYMOUS_KEY } from '@campus/contract/affairs/zxgl';
import { sql } from 'kysely';

/**
 * What the centre's staff learn of who booked, decided here once for every route that shows them
 * bookings (the schedule, the statistics; any list, detail or export added later goes through
 * these too). A booking made anonymously tells them nothing that identifies the student: no name,
 * number, phone, class or college, until the student reveals it on their booking (issue 25 §14);
 * the topic and what the student wrote about it they see, as the student chose to write it.
 */
export interface BookingIdentity {
  fullname: string;
  phone: string;
  anonymous: string;
  revealedAt: number | string | null;
}

/** Whether the staff may know who booked: not anonymous, or revealed by the student. */
export const disclosed = (b: Pick<BookingIdentity, 'anonymous' | 'revealedAt'>): boolean =>
  b.anonymous !== 'Y' || b.revealedAt !== null;

/** Who booked as the staff see it. */
export function bookedBy(b: BookingIdentity): {
  studentName: string | null;
  phone: string | null;
  anonymous: boolean;
} {
  const known = disclosed(b);
  return {
    studentName: known ? b.fullname : null,
    phone: known ? b.phone : null,
    anonymous: b.anonymous === 'Y',
  };
}

/**
 * The college a booking (`b`) is counted under in the statistics: its student's once disclosed,
 * else ANONYMOUS_KEY (a small college's count would point at the student). Literals, not
 * parameters, so the same expression can be selected and grouped by on PostgreSQL.
 */
export const statisticsCollege = sql<string | null>`case when ${sql.ref('b.anonymous')} = 'Y' and ${sql.ref(
  'b.revealedAt',
)} is null then ${sql.lit(ANONYMOUS_KEY)} else ${sql.ref('b.collegeId')} end`;
