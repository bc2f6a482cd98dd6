import { z } from 'zod';
import { CAPTCHA_LENGTH, MOBILE_LENGTH } from './constants.js';
import type { MessageKey } from './messages/catalogue.js';
import { GENERIC_RULES, MOBILE_RE, type GenericRule } from './validation-rules.js';

/**
 * The validation rules of SPEC §5, one set for both sides. Zod issues carry a message *key*;
 * each side translates it into the reader's language (the server names the field too). The plain
 * predicates are in validation-rules.ts.
 */
export * from './validation-rules.js';

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
