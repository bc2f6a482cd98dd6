/**
 * Ids for rows the volume seeder writes "in the past": the server's snowflake layout (41 bits of
 * milliseconds since 2020-01-01, then 22 low bits), so ids stay time-ordered like real ones and
 * `order by id` means what it means in production. The low 22 bits are a per-table counter
 * (unique up to 4M rows per table, far above what any benchmark writes), so two rows of a table
 * never share an id even when they share a millisecond.
 */
const EPOCH = 1577836800000n;
const LOW_BITS = 22n;
const LOW_MASK = (1n << LOW_BITS) - 1n;

export function idMaker(): (at: number) => string {
  let counter = 0n;
  return (at: number) => {
    counter++;
    if (counter > LOW_MASK) throw new Error('more than 4M ids in one table');
    return (((BigInt(Math.floor(at)) - EPOCH) << LOW_BITS) | counter).toString();
  };
}
