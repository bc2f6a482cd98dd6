import type { SsoSessionView } from '@campus/contract';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';

/**
 * The school's sign-in the session came from (CAS, OIDC), which signing out ends too (issue 25):
 * the sign-out confirmation says so. Null for any other session, or when the server cannot say
 * (the sign-out goes ahead either way).
 */
export async function signedInWith(): Promise<SsoSessionView | null> {
  try {
    return dataOf(await oauth2.ssoSession());
  } catch {
    return null;
  }
}
