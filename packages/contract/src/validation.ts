import { z } from 'zod';
import { CAPTCHA_LENGTH, MOBILE_LENGTH } from './constants.js';
import type { MessageKey } from './messages/catalogue.js';

/**
 * The validation rules of SPEC §5, one set for both sides. Zod issues carry a message *key*;
 * each side translates it into the reader's language (the server names the field too).
 */

const MOBILE_RE = /^1[3-9]\d{9}$/;
const TELEPHONE_RE = /^(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const POSTAL_RE = /^\d{6}$/;
const KEY_RE = /^[A-Za-z][A-Za-z0-9_]*$/;
const INTEGER_RE = /^[-+]?\d+$/;
const NUMBER_RE = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const FLOAT_RE = /^[-+]?\d*\.\d+$|^[-+]?\d+\.\d*$/;

export const isMobile = (v: string): boolean => MOBILE_RE.test(v);
export const isTelephone = (v: string): boolean => TELEPHONE_RE.test(v) || MOBILE_RE.test(v);
export const isEmail = (v: string): boolean => EMAIL_RE.test(v);
export const isPostalCode = (v: string): boolean => POSTAL_RE.test(v);
export const isKey = (v: string): boolean => KEY_RE.test(v);
export const isInteger = (v: string): boolean => INTEGER_RE.test(v);
export const isNumber = (v: string): boolean => NUMBER_RE.test(v);
export const isFloat = (v: string): boolean => FLOAT_RE.test(v);
export const isBoolean = (v: string): boolean => v === 'true' || v === 'false';

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

/** A zod string that must pass a generic rule (empty strings are left to `required`). */
export function ruleString(rule: GenericRule): z.ZodString {
  const { test, message } = GENERIC_RULES[rule];
  return z.string().refine((v) => v === '' || test(v), { error: message }) as unknown as z.ZodString;
}

// ----- Field schemas of SPEC §5 -----

export const usernameSchema = z.string('validation.username').trim().min(1, 'validation.username').max(64);
export const passwordSchema = z.string('validation.password').min(1, 'validation.password').max(128);
export const captchaSchema = z
  .string('validation.captcha')
  .trim()
  .min(1, 'validation.captcha')
  .regex(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`), 'validation.captchaLength');

export const mobileSchema = z
  .string('validation.mobileRequired')
  .trim()
  .min(1, 'validation.mobileRequired')
  .regex(/^\d+$/, 'validation.mobileFormat')
  .length(MOBILE_LENGTH, 'validation.mobileLength')
  .regex(MOBILE_RE, 'validation.mobileFormat');

/** Password strength for new passwords: 8+ characters with a letter and a digit. */
export const newPasswordSchema = z
  .string('validation.password')
  .min(8, 'state.6040107')
  .max(128, 'validation.maxLength')
  .regex(/[A-Za-z]/, 'state.6040107')
  .regex(/\d/, 'state.6040107');

export const loginFormSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  captcha: captchaSchema.optional(),
  requestId: z.string().max(64).optional(),
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: passwordSchema,
    newPassword: newPasswordSchema,
    repeatPassword: z.string('validation.password').min(1, 'validation.password'),
  })
  .refine((v) => v.newPassword === v.repeatPassword, {
    error: 'validation.passwordMismatch',
    path: ['repeatPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** SPEC §5 selection rules: actions on selected records. */
export function checkSelection(ids: readonly string[], single = false): MessageKey | undefined {
  if (ids.length === 0) return 'common.selectRecord';
  if (single && ids.length > 1) return 'common.chooseOne';
  return undefined;
}
