import { z } from 'zod';
import { mobileSchema } from '../../validation.js';
import { endpointsOf } from '../endpoints-of.js';
import { smsCode, tenantSummary } from './shared.js';

/** Captcha, registration, SMS codes, password reset and change, and the encryption setting. */

export const SMS_PURPOSES = ['login', 'register', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

const sendSmsInput = z.object({
  mobile: mobileSchema,
  purpose: z.enum(SMS_PURPOSES, 'validation.oneOf').optional().default('login'),
});

const registerBody = z.object({
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
  // Optional: with one school open, registration joins it (server registration-tenant.ts).
  tenantId: z.string().max(32).optional(),
  email: z.email('validation.email').max(200).optional(),
});
export type Registration = z.input<typeof registerBody>;

/** Reset by a verified mobile, or with the reset grant of an expired password. */
const resetBody = z
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
export type PasswordReset = z.input<typeof resetBody>;

/** Each password may come encrypted (then it is checked after decryption). */
const changePasswordBody = z.object({
  oldPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
  newPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
  repeatPassword: z.string('validation.password').min(1, 'validation.password').max(1024),
});
export type PasswordChange = z.input<typeof changePasswordBody>;

const encryptionSetting = z.object({
  encrypt: z.boolean(),
  /** 'RSA-OAEP-256', or 'none'. */
  encryptName: z.string(),
  /** Base64 SPKI DER of the server's RSA key, when `encrypt`. */
  publicKey: z.string().nullable(),
});
export type EncryptionSetting = z.infer<typeof encryptionSetting>;

/** Always true, whether or not the number has an account (no enumeration). */
const smsSent = z.boolean();

const oauth2 = endpointsOf({ service: 'oauth2', access: 'public' });

export const accountEndpoints = {
  /** data: the image as a data URL; variables.requestId: the id to send back with the answer. */
  captcha: oauth2.get('/user/captcha', {
    query: z.object({ requestId: z.string().max(64).optional() }),
    reply: z.string(),
    variables: z.object({ requestId: z.string() }),
  }),
  /** Whether passwords travel encrypted, and the key to encrypt them with. */
  encryption: oauth2.get('/user/client/encrypt/get', { reply: encryptionSetting }),
  /** data: whether registration is open. */
  registrationOpen: oauth2.get('/user/open', { reply: z.boolean() }),
  /** data: tenant mode (several schools); variables.tenants: the schools one may register with. */
  tenantMode: oauth2.get('/user/open/tenant', {
    reply: z.boolean(),
    variables: z.object({ tenants: z.array(tenantSummary) }),
  }),
  /** An SMS code, asked with the query (the platform's older form). */
  sendSmsByQuery: oauth2.get('/user/send/sms', { query: sendSmsInput, reply: smsSent }),
  sendSms: oauth2.post('/user/send/sms', { body: sendSmsInput, reply: smsSent }),
  register: oauth2.post('/user/register', {
    body: registerBody,
    reply: z.object({ uid: z.string(), account: z.string() }),
    idempotent: true,
  }),
  /** The envelope's message says the password was updated. */
  resetPassword: oauth2.post('/user/reset/passwd', { body: resetBody, reply: z.boolean() }),
  /** Other devices must sign in again; this session stays. */
  changePassword: oauth2.post('/user/change/passwd', {
    body: changePasswordBody,
    reply: z.boolean(),
    access: 'signedIn',
  }),
};
