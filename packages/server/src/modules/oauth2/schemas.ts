import { mobileSchema, newPasswordSchema, passwordSchema, usernameSchema } from '@campus/contract';
import { z } from 'zod';

/** Input schemas of the sign-in routes; messages are catalogue keys (SPEC §5). */

const smsCode = z
  .string('validation.required')
  .trim()
  .regex(/^\d{6}$/, 'validation.format');
const tenantId = z.string().max(32).optional();
const remember = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** Username + password (with captcha when asked), or mobile + SMS code. */
export const loginApplyBody = z
  .object({
    username: z.string().max(64).optional(),
    password: z.string().max(1024).optional(),
    captcha: z.string().max(8).optional(),
    requestId: z.string().max(64).optional(),
    mobile: z.string().max(20).optional(),
    smsCode: z.string().max(8).optional(),
    remember,
    tenantId,
  })
  .superRefine((body, ctx) => {
    if (body.mobile !== undefined) {
      const mobile = mobileSchema.safeParse(body.mobile);
      if (!mobile.success)
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: mobile.error.issues[0]!.message });
      if (!smsCode.safeParse(body.smsCode ?? '').success) {
        ctx.addIssue({ code: 'custom', path: ['smsCode'], message: 'validation.format' });
      }
      return;
    }
    if (!usernameSchema.safeParse(body.username ?? '').success) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'validation.username' });
    }
    // Only presence here: an encrypted password is long base64, checked after decryption.
    if (!passwordSchema.safeParse(body.password ? 'x' : '').success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password' });
    }
  });

export const authorizeBody = z.object({
  login_state: z.string('validation.required').min(1, 'validation.required').max(200),
  client_id: z.string('validation.required').min(1, 'validation.required').max(100),
});

export const tokenBody = z.object({
  grant_type: z.string('validation.required').min(1, 'validation.required').max(50),
  client_id: z.string('validation.required').min(1, 'validation.required').max(100),
  client_secret: z.string().max(200).optional(),
  authorize_code: z.string().max(200).optional(),
  username: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: z.string().max(200).optional(),
  remember,
  tenantId,
});

export const captchaQuery = z.object({ requestId: z.string().max(64).optional() });

export const sendSmsInput = z.object({
  mobile: mobileSchema,
  purpose: z.enum(['login', 'register', 'reset'], 'validation.oneOf').optional().default('login'),
});

export const registerBody = z.object({
  account: z
    .string('validation.required')
    .trim()
    .min(3, 'validation.minLength')
    .max(32, 'validation.maxLength')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'validation.key'),
  password: z.string('validation.password').min(1, 'validation.password').max(1024),
  fullname: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(50, 'validation.maxLength'),
  mobile: mobileSchema,
  smsCode,
  // Optional: with one school open, registration joins it (registration-tenant.ts).
  tenantId: z.string().max(32).optional(),
  email: z.email('validation.email').max(200).optional(),
});

/** Reset by a verified mobile, or with the reset grant of an expired password. */
export const resetBody = z
  .object({
    mobile: z.string().max(20).optional(),
    smsCode: z.string().max(8).optional(),
    loginState: z.string().max(200).optional(),
    password: z.string('validation.password').min(1, 'validation.password').max(1024),
  })
  .superRefine((body, ctx) => {
    if (body.loginState) return;
    const mobile = mobileSchema.safeParse(body.mobile ?? '');
    if (!mobile.success)
      ctx.addIssue({ code: 'custom', path: ['mobile'], message: mobile.error.issues[0]!.message });
    if (!smsCode.safeParse(body.smsCode ?? '').success)
      ctx.addIssue({ code: 'custom', path: ['smsCode'], message: 'validation.format' });
  });

export const changePasswordBody = z.object({
  oldPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
  newPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
  repeatPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
});

/** Checked after decryption, on the plain new password. */
export { newPasswordSchema };

export const contextInput = z.object({
  username: z.string().max(64).optional(),
  access_token: z.string().max(200).optional(),
  uid: z.string().max(32).optional(),
  lang: z.string().max(10).optional(),
});

export const roleSwitchQuery = z.object({
  roleId: z.string('validation.required').min(1, 'validation.required').max(32),
});
export const tenantSwitchQuery = z.object({
  tenantId: z.string('validation.required').min(1, 'validation.required').max(32),
});
export const verifyQuery = z.object({
  access_token: z.string().max(200).optional(),
  uid: z.string().max(32).optional(),
});
export const logoutQuery = z.object({ access_token: z.string().max(200).optional() });
