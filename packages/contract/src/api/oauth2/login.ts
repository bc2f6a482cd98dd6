import { z } from 'zod';
import { mobileSchema, passwordSchema, usernameSchema } from '../../validation.js';
import { endpointsOf } from '../endpoints-of.js';
import { remember, smsCode, tenantIdInput, tokenReply } from './shared.js';

/**
 * Signing in (IBPS-API.md §1): login state -> authorize code -> tokens (the code flow), the
 * password grant, refresh, verify, logout. Sign-in routes are rate limited per address by the
 * server (LOGIN_RATE_LIMIT).
 */

/** Username + password (with captcha when asked), or mobile + SMS code. */
const loginApplyBody = z
  .object({
    username: z.string().max(64).optional(),
    password: z.string().max(1024).optional(),
    captcha: z.string().max(8).optional(),
    requestId: z.string().max(64).optional(),
    mobile: z.string().max(20).optional(),
    smsCode: z.string().max(8).optional(),
    remember,
    tenantId: tenantIdInput,
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
/** What the login screen sends: a password sign-in or an SMS-code one. */
export type LoginApplyBody = z.input<typeof loginApplyBody>;

const authorizeBody = z.object({
  login_state: z.string('validation.required').min(1, 'validation.required').max(200),
  client_id: z.string('validation.required').min(1, 'validation.required').max(100),
});

/** No client_id: the platform's stock client `ibps`, as its front end sends the password grant. */
const tokenBody = z.object({
  grant_type: z.string('validation.required').min(1, 'validation.required').max(50),
  client_id: z.string().min(1, 'validation.required').max(100).optional(),
  client_secret: z.string().max(200).optional(),
  authorize_code: z.string().max(200).optional(),
  username: z.string().max(64).optional(),
  password: z.string().max(1024).optional(),
  refresh_token: z.string().max(200).optional(),
  remember,
  tenantId: tenantIdInput,
});

const oauth2 = endpointsOf({ service: 'oauth2', access: 'public' });

export const loginEndpoints = {
  /** Step 1 of the code flow; data is a login state. */
  apply: oauth2.post('/user/login/apply', { body: loginApplyBody, reply: z.string() }),
  /** Step 2; data is an authorize code. */
  authorize: oauth2.post('/authorize/apply', { body: authorizeBody, reply: z.string() }),
  /** Step 3 (the code for tokens), the password grant and the refresh grant. */
  token: oauth2.post('/authentication/apply', { body: tokenBody, reply: tokenReply }),
  /** Whether the caller's access token is valid, and how long it has left. */
  verify: oauth2.post('/authentication/verify', {
    query: z.object({
      access_token: z.string().max(200).optional(),
      uid: z.string().max(32).optional(),
    }),
    reply: z.object({ valid: z.boolean(), uid: z.string(), expires_in: z.number() }),
    access: 'signedIn',
  }),
  /**
   * Public so that an expired token can still sign out (the token in the query or the header);
   * revokes the whole sign-in. `variables.ssoLogout`: where the browser goes to sign out at the
   * provider the session came from (CAS, OIDC).
   */
  logout: oauth2.post('/user/logout', {
    query: z.object({ access_token: z.string().max(200).optional() }),
    reply: z.boolean(),
    variables: z.object({ ssoLogout: z.string().optional() }),
  }),
};
