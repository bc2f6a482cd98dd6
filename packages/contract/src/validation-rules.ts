import type { MessageKey } from './messages/catalogue.js';

/**
 * The validation rules of SPEC §5 as plain predicates, one set for both sides. No zod here: the web
 * app's form renderer checks fields with these and must not pull zod into a screen's first load
 * (issue 16); the zod schemas built on them are in validation.ts.
 */

export const MOBILE_RE = /^1[3-9]\d{9}$/;
const TELEPHONE_RE = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const POSTAL_RE = /^\d{6}$/;
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
const INTEGER_RE = /^[-+]?\d+$/;
const NUMBER_RE = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const FLOAT_RE = /^[-+]?\d*\.\d+$|^[-+]?\d+\.\d*$/;
/** A data template's id (the client's route /d/list/:id): word characters only. */
export const TEMPLATE_ID_RE = /^\w{1,64}$/;

export const isMobile = (v: string): boolean => MOBILE_RE.test(v);
export const isTelephone = (v: string): boolean => TELEPHONE_RE.test(v) || MOBILE_RE.test(v);
export const isEmail = (v: string): boolean => EMAIL_RE.test(v);
export const isPostalCode = (v: string): boolean => POSTAL_RE.test(v);
export const isKey = (v: string): boolean => KEY_RE.test(v);
export const isInteger = (v: string): boolean => INTEGER_RE.test(v);
export const isNumber = (v: string): boolean => NUMBER_RE.test(v);
export const isFloat = (v: string): boolean => FLOAT_RE.test(v);
export const isBoolean = (v: string): boolean => v === 'true' || v === 'false';
export const isTemplateId = (v: string): boolean => TEMPLATE_ID_RE.test(v);

export function isUrl(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** yyyy-MM-dd, optionally followed by HH:mm or HH:mm:ss; the calendar date must exist. */
export function isDate(v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(v);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const date = new Date(Date.UTC(y!, mo! - 1, d!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    h! < 24 &&
    mi! < 60 &&
    s! < 60
  );
}

/** Mainland resident ID (GB 11643-1999): 17 digits + check digit, with a real birth date. */
export function isIdCard(v: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(v)) return false;
  const birth = `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`;
  if (!isDate(birth)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return '10X98765432'[sum % 11] === v[17]!.toUpperCase();
}

/** Generic rules by name (SPEC §5), for form fields that declare them. */
export const GENERIC_RULES = {
  integer: { test: isInteger, message: 'validation.integer' },
  number: { test: isNumber, message: 'validation.number' },
  float: { test: isFloat, message: 'validation.float' },
  boolean: { test: isBoolean, message: 'validation.boolean' },
  date: { test: isDate, message: 'validation.date' },
  email: { test: isEmail, message: 'validation.email' },
  idCard: { test: isIdCard, message: 'validation.idCard' },
  url: { test: isUrl, message: 'validation.url' },
  postalCode: { test: isPostalCode, message: 'validation.postalCode' },
  phone: { test: isMobile, message: 'validation.phone' },
  telephone: { test: isTelephone, message: 'validation.telephone' },
  key: { test: isKey, message: 'validation.key' },
} as const satisfies Record<string, { test: (v: string) => boolean; message: MessageKey }>;
export type GenericRule = keyof typeof GENERIC_RULES;
