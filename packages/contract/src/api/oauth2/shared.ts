import { z } from 'zod';

/** Schema pieces the sign-in service's declarations share (contract api/oauth2/*). */

/**
 * The token pair a sign-in answers with (IBPS-API.md §1, `authentication/apply`), whatever the way
 * in (password, code flow, refresh, hand-off, CAS, OIDC, messengers, the learning app).
 */
export const tokenReply = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  uid: z.string(),
  uaccount: z.string(),
  /** Access-token lifetime in seconds. */
  expires_in: z.number(),
  /** Refresh-token lifetime in seconds. */
  remind_in: z.number(),
  scope: z.string(),
  /** The tenant the token was issued for. */
  tenantId: z.string(),
});
export type TokenReply = z.infer<typeof tokenReply>;

/** A school as the sign-in screens and the user context name it. */
export const tenantSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummary>;

/** "Remember me", sent as a boolean or as text. */
export const remember = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'true');

/** The tenant a sign-in asks for (the user's main one when left out). */
export const tenantIdInput = z.string().max(32).optional();

/** An SMS code as the sign-in routes take it. */
export const smsCode = z
  .string('validation.required')
  .trim()
  .regex(/^\d{6}$/, 'validation.format');

/** An authorization code a provider handed the browser (messengers, the learning app). */
export const authorizationCode = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[\w.~-]+$/, 'not an authorization code');
