/**
 * A believable 18-digit resident ID number for demo people (student profiles, admissions
 * sign-ups): region code, birth date, sequence (odd for men) and the GB 11643 check digit.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function demoIdNumber(region: string, birth: string, sequence: number, male: boolean): string {
  const seq = String(sequence * 2 + (male ? 1 : 0))
    .padStart(3, '0')
    .slice(-3);
  const body = `${region}${birth.replaceAll('-', '')}${seq}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return `${body}${CHECK[sum % 11]}`;
}
