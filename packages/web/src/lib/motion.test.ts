import { afterEach, describe, expect, it, vi } from 'vitest';
import { followReducedMotion } from './motion';

/** A MediaQueryList whose answer the test changes, as the system setting would. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('window', { matchMedia: () => query });
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('the system motion setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is told at once and on every change', () => {
    const setting = systemSetting(true);
    const seen: boolean[] = [];
    followReducedMotion((reduced) => seen.push(reduced));
    setting.change(false);
    setting.change(true);
    expect(seen).toEqual([true, false, true]);
  });

  it('is told nothing where there is no window (server rendering, workers)', () => {
    const seen: boolean[] = [];
    followReducedMotion((reduced) => seen.push(reduced));
    expect(seen).toEqual([]);
  });
});
