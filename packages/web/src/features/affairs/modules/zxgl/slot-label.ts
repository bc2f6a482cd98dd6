import type { SlotView } from '@campus/contract/affairs/zxgl';
import { formatDateTime } from '../../../../lib/format';

/** A slot's day heading and its time span (local time: the school's). */
export const dayOf = (slot: Pick<SlotView, 'startsAt'>) => formatDateTime(slot.startsAt, 'YYYY-MM-DD ddd');
export const spanOf = (slot: Pick<SlotView, 'startsAt' | 'minutes'>) =>
  `${formatDateTime(slot.startsAt, 'HH:mm')}–${formatDateTime(slot.startsAt + slot.minutes * 60_000, 'HH:mm')}`;

/** Items grouped under their day, in order. */
export function byDay<T extends Pick<SlotView, 'startsAt'>>(items: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const day = dayOf(item);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return [...days.entries()];
}
