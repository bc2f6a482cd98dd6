import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { tokenReply } from './shared.js';

const oauth2 = endpointsOf({ service: 'oauth2', access: 'public' });

/**
 * Sign-in handed over from elsewhere (SPEC §4.1 steps 1 and 2): a portal's signed rsaToken, or an
 * access token of ours held by the school's other (v2) app. Both answer with a token pair for this
 * web client, as authentication/apply does.
 */
export const handoffEndpoints = {
  rsaToken: oauth2.post('/user/login/rsatoken/apply', {
    query: z.object({ rsatoken: z.string().min(1).max(4096) }),
    reply: tokenReply,
  }),
  /** The session handed over ends with the one it came from (logout, revocation). */
  v2App: oauth2.post('/user/login/v2app/apply', {
    query: z.object({ accessToken: z.string().min(1).max(200) }),
    reply: tokenReply,
  }),
};
