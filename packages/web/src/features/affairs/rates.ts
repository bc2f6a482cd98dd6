import type { Count } from '@campus/contract';

/** A rate (0 to 1) as a whole percentage: 0.456 -> "46%". */
export const ratePercent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Rows with a rate as chart counts: each row's rate in whole percent. */
export function rateCounts(rows: readonly { id: string; name: string; rate: number }[]): Count[] {
  return rows.map((r) => ({ key: r.id, label: r.name, count: Math.round(r.rate * 100) }));
}
