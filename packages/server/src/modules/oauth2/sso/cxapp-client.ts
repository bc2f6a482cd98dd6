import type { OutboundFetch } from '../../../core/net/outbound.js';
import type { CxappSettings } from '@campus/contract';
import { callJson, type MessengerIdentity } from './messenger-api.js';

/**
 * The learning app's (学习通) school-integration API as this app uses it: an OAuth 2.0 code
 * exchange (RFC 6749 §4.1.3: appid and appKey as client credentials, the state forwarded) at
 * `{apiBase}/oauth2/token`, then `{apiBase}/oauth2/userinfo` with the bearer token for the
 * person: uname (the school number the school imported), realname, and the school (fid).
 * Refusals are RFC 6749 §5.2 errors (invalid_grant for an expired or used code, invalid_client
 * for a wrong appKey).
 */

interface OauthReply {
  error?: string;
  error_description?: string;
}

const oauthErrorOf = (body: OauthReply) =>
  body.error ? { errcode: body.error, errmsg: body.error_description ?? body.error } : undefined;

export interface CxappPerson extends MessengerIdentity {
  /** Every field of the user info, for the account attribute the school configured. */
  fields: Record<string, unknown>;
}

export async function cxappUserOfCode(
  http: OutboundFetch,
  settings: CxappSettings,
  appKey: string,
  code: string,
  state: string,
): Promise<CxappPerson> {
  const grant = await callJson<OauthReply & { access_token?: string }>(
    http,
    `${settings.apiBase}/oauth2/token`,
    oauthErrorOf,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: settings.appId,
        client_secret: appKey,
        code,
        state,
      }).toString(),
    },
  );
  const fields = await callJson<OauthReply & Record<string, unknown>>(
    http,
    `${settings.apiBase}/oauth2/userinfo`,
    oauthErrorOf,
    {
      headers: { authorization: `Bearer ${grant.access_token ?? ''}` },
    },
  );
  const attribute = settings.accountAttribute || 'uname';
  const account = fields[attribute];
  return {
    subject: typeof account === 'string' || typeof account === 'number' ? String(account) : undefined,
    name: typeof fields.realname === 'string' ? fields.realname : undefined,
    fields,
  };
}
