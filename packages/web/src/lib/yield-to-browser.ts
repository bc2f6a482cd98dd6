interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser may paint and handle input in
 * between: work split so is several short tasks instead of one long one, which is what Lighthouse's
 * total blocking time counts (every task's time over 50 ms). `scheduler.yield` resumes ahead of
 * other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
