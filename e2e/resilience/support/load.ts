import type { Outcome } from './api.js';

/**
 * A load of concurrent workers, each repeating a step until stopped, recording every request's
 * outcome (with what the step wants to remember, e.g. the tag of a started request). Steps run
 * back to back with a short pause, so a busy machine slows the load instead of piling it up.
 */
export interface Recorded<T> {
  worker: number;
  /** When the step began (its first request was sent) and when its outcome came back. */
  startedAt: number;
  at: number;
  outcome: Outcome;
  detail: T;
}

export interface Load<T> {
  records: Recorded<T>[];
  /** Stops the workers after their current step and returns every record. */
  stop(): Promise<Recorded<T>[]>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startLoad<T>(
  workers: number,
  step: (worker: number, iteration: number) => Promise<{ outcome: Outcome; detail: T }[]>,
): Load<T> {
  const records: Recorded<T>[] = [];
  let stopped = false;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let iteration = 0; !stopped; iteration++) {
      const startedAt = Date.now();
      for (const { outcome, detail } of await step(worker, iteration)) {
        records.push({ worker, startedAt, at: Date.now(), outcome, detail });
      }
      await pause(20);
    }
  });
  return {
    records,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return records;
    },
  };
}

/** Waits until `check` holds, polling; fails with `what` after the deadline. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  deadlineMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await pause(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export { pause };
