import { LoginState } from '@campus/contract';
import type { TokenReply } from '@campus/contract/api/oauth2/shared';
import type { Kysely } from 'kysely';
import { issueSyncToken } from '../../core/auth/sync-tokens.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';

/**
 * The client-credentials grant (issue 28): a school's sync client (made by its administrator)
 * trades its id and secret for a short-lived bearer token that opens the sync API of that school
 * and nothing else. No refresh token: the client simply asks again. A wrong id, a wrong secret and
 * a revoked client are refused alike, so the reply tells a guesser nothing; the token route's
 * rate limit (per address, LOGIN_RATE_LIMIT) bounds the guessing.
 */
export async function clientCredentialsGrant(
  db: Kysely<DB>,
  clientId: string,
  clientSecret: string | undefined,
): Promise<TokenReply> {
  const issued = clientSecret ? await issueSyncToken(db, clientId, clientSecret) : null;
  if (!issued) throw new AppError(LoginState.WRONG_CREDENTIALS);
  return {
    access_token: issued.accessToken,
    refresh_token: '',
    uid: issued.clientId,
    uaccount: issued.clientName,
    expires_in: issued.expiresIn,
    remind_in: 0,
    scope: issued.scopes,
    tenantId: issued.tenantId,
  };
}
