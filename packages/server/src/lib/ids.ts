import { randomInt } from 'node:crypto';

/**
 * Time-ordered string ids in the platform's style (18-19 digit snowflakes):
 * 41 bits of milliseconds since 2020-01-01, 10 bits of worker, 12 bits of sequence.
 * The worker is random per process, so several server instances rarely collide; a collision
 * would still need the same millisecond and sequence and would fail on the primary key.
 */
const EPOCH = 1577836800000n;
const worker = BigInt(randomInt(0, 1024));
let lastMs = 0n;
let sequence = 0n;

export function newId(): string {
  let now = BigInt(Date.now());
  if (now < lastMs) now = lastMs; // clock went back: keep monotonic
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) now = lastMs + 1n; // borrow the next millisecond
  } else {
    sequence = 0n;
  }
  lastMs = now;
  return (((now - EPOCH) << 22n) | (worker << 12n) | sequence).toString();
}
