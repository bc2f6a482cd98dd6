/** How long something took, as a person reads it: hours (one decimal) under two days, days after. */
export function durationParts(ms: number): { unit: 'hours' | 'days'; n: string } {
  const hours = ms / (3600 * 1000);
  if (hours < 48) return { unit: 'hours', n: String(Math.round(hours * 10) / 10) };
  return { unit: 'days', n: String(Math.round((hours / 24) * 10) / 10) };
}

/** A share as a whole percentage ("8%"); 0 of 0 is 0 %. */
export function percent(part: number, whole: number): string {
  return `${whole ? Math.round((part / whole) * 100) : 0}%`;
}
