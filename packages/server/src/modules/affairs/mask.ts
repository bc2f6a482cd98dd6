import type { AffairRow } from '@campus/contract';

/**
 * Publicity (公示) shows who got what without giving personal details away: a masked value keeps
 * its first and last character (李*轩, 2024****01); anything not text is withheld.
 */
export function maskValue(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const chars = [...String(value)];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** A publicity row: the masked columns masked, and the starter's name masked in the subject too. */
export function maskRow(row: AffairRow, masked: readonly string[], starterName: string): AffairRow {
  return {
    ...row,
    subject: starterName ? row.subject.split(starterName).join(String(maskValue(starterName))) : row.subject,
    values: Object.fromEntries(
      Object.entries(row.values).map(([key, value]) => [
        key,
        masked.includes(key) ? maskValue(value) : value,
      ]),
    ),
  };
}
