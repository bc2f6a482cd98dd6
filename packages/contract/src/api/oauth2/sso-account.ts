import { z } from 'zod';
import { SSO_KINDS } from '../../sso-kinds.js';
import { endpointsOf } from '../endpoints-of.js';

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

const oauth2 = endpointsOf({ service: 'oauth2', access: 'signedIn' });

export const ssoAccountEndpoints = {
  bindings: oauth2.post('/sso/binding/query', { reply: z.array(ssoBinding) }),
  /** data: whether a binding was removed. */
  unbind: oauth2.post('/sso/binding/remove', {
    query: z.object({ providerId: z.string().min(1).max(32) }),
    reply: z.boolean(),
  }),
  /** Null for a session that came from no provider (or from a messenger). */
  session: oauth2.post('/sso/session/query', { reply: ssoSessionView.nullable() }),
};
