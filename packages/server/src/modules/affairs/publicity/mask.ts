/**
 * Publicity (公示) shows who got what without giving personal details away (MODULES.md §0.4):
 * a masked value keeps its first and last character (李*轩); a student number keeps its year and
 * its last two digits (2024****02); anything not text is withheld.
 */
export function maskValue(value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const chars = [...String(value)];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function maskNumber(number: string): string {
  if (number.length < 8) return String(maskValue(number) ?? '');
  return `${number.slice(0, 4)}${'*'.repeat(number.length - 6)}${number.slice(-2)}`;
}

/** A subject with the student's name masked wherever it appears. */
export function maskSubject(subject: string, name: string): string {
  return name ? subject.split(name).join(String(maskValue(name))) : subject;
}

/**
 * Personal fields in staff lists (student information, admissions): a phone keeps its first
 * three and last four digits (139****0002), a bank card its last four (**** 1234), an ID number
 * its first and last character; a figure such as a family income is never shown in a list.
 */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : String(maskValue(mobile));
}

export function maskCard(card: string | null): string | null {
  if (!card) return null;
  return card.length > 4 ? `**** ${card.slice(-4)}` : '****';
}

export function maskId(idNumber: string | null): string | null {
  return idNumber ? String(maskValue(idNumber)) : null;
}

export const maskFigure = (figure: number | null): string | null => (figure === null ? null : '******');
