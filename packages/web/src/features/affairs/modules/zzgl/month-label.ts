import type { WsText } from './texts';

/** A month (yyyy-MM) in words: 2026年10月, 10/2026. */
export function monthLabel(
  text: (key: WsText, params?: Record<string, string | number>) => string,
  month: string,
): string {
  return text('monthValue', { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
}
