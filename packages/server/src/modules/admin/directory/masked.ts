/**
 * Personal numbers as the directory shows them: a phone keeps its first three and last four
 * digits (139****0002), an ID number its first and last character. The administrator manages
 * people, and has no need to read their numbers whole on a screen others may see.
 */
export function maskedMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

export function maskedIdNumber(idNumber: string | null): string | null {
  if (!idNumber) return null;
  return idNumber.length > 2 ? `${idNumber[0]}${'*'.repeat(idNumber.length - 2)}${idNumber.slice(-1)}` : '**';
}
