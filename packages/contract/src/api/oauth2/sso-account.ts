import { z } from 'zod';
import { SSO_KINDS } from '../../sso-kinds.js';
import { defineEndpoint } from '../endpoint.js';

/** The signed-in person's single sign-on: messenger bindings (My: unbinding) and the session's provider. */

/** A person's link to a provider's identity. */
const ssoBinding = z.object({
  providerId: z.string(),
  providerName: z.string(),
  kind: z.enum(SSO_KINDS),
  createdAt: z.number(),
});
export type SsoBinding = z.infer<typeof ssoBinding>;

/**
 * The provider the current session came from (CAS, OIDC), for the sign-out confirmation: signing
 * out of the app signs out there too.
 */
const ssoSessionView = z.object({
  providerId: z.string(),
  kind: z.enum(SSO_KINDS),
  name: z.string(),
});
export type SsoSessionView = z.infer<typeof ssoSessionView>;

export const ssoAccountEndpoints = {
  bindings: defineEndpoint({
    service: 'oauth2',
    method: 'POST',
    path: '/sso/binding/query',
    reply: z.array(ssoBinding),
    access: 'signedIn',
  }),
  /** data: whether a binding was removed. */
  unbind: defineEndpoint({
    service: 'oauth2',
    method: 'POST',
    path: '/sso/binding/remove',
    query: z.object({ providerId: z.string().min(1).max(32) }),
    reply: z.boolean(),
    access: 'signedIn',
  }),
  /** Null for a session that came from no provider (or from a messenger). */
  session: defineEndpoint({
    service: 'oauth2',
    method: 'POST',
    path: '/sso/session/query',
    reply: ssoSessionView.nullable(),
    access: 'signedIn',
  }),
};
