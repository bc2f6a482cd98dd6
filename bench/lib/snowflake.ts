/**
 * Ids for rows the volume seeder writes "in the past": the server's snowflake layout (41 bits of
 * milliseconds since 2020-01-01, then 22 low bits), so ids stay time-ordered like real ones and
 * `order by id` means what it means in production. The low 22 bits are a per-table counter
 * (unique up to 4M rows per table, far above what one school's benchmark writes), so two rows of
 * a table never share an id even when they share a millisecond.
 *
 * Several schools in one database (bench/province) each write with their own makers: each takes
 * a lane (0-63) in the top 6 of the low bits and counts in the other 16, so two schools' rows of
 * one millisecond never meet, and one school's only if 65,536 rows apart in the same millisecond.
 */
const EPOCH = 1577836800000n;
const LOW_BITS = 22n;
const LOW_MASK = (1n << LOW_BITS) - 1n;
const LANE_BITS = 16n;
const LANE_MASK = (1n << LANE_BITS) - 1n;
export const LANES = 64;

export function idMaker(lane?: number): (at: number) => string {
  if (lane !== undefined && !(Number.isInteger(lane) && lane >= 0 && lane < LANES))
    throw new Error(`lane ${lane} is not 0-${LANES - 1}`);
  let counter = 0n;
  const low =
    lane === undefined
      ? () => {
          if (counter > LOW_MASK) throw new Error('more than 4M ids in one table');
          return counter;
        }
      : () => (BigInt(lane) << LANE_BITS) | (counter & LANE_MASK);
  return (at: number) => {
    counter++;
    return (((BigInt(Math.floor(at)) - EPOCH) << LOW_BITS) | low()).toString();
  };
}
