import type { ReactNode } from 'react';
import { ratePercent } from './rates';

/** One headline figure: its value over its label. */
export interface HeaderFigure {
  key: string;
  value: ReactNode;
  label: ReactNode;
}

/** The named counts of a totals row as figures, in the order given. */
export function countFigures<K extends string>(
  totals: Readonly<Record<K, number>>,
  keys: readonly K[],
  label: (key: K) => string,
): HeaderFigure[] {
  return keys.map((key) => ({ key, value: totals[key], label: label(key) }));
}

/** A rates screen's figures: the rate as a percentage first, then the counts behind it. */
export function rateFigures<K extends string>(
  totals: Readonly<{ rate: number } & Record<K, number>>,
  keys: readonly K[],
  label: (key: 'rate' | K) => string,
): HeaderFigure[] {
  return [
    { key: 'rate', value: ratePercent(totals.rate), label: label('rate') },
    ...countFigures(totals, keys, label),
  ];
}
