import { HEADER_TENANT_ID, HEADER_TOKEN } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { injectEnvelope } from './app.js';
import { demoSchoolId, lastSms } from './demo-school.js';

export interface SignedIn {
  account: string;
  userId: string;
  tenantId: string;
  accessToken: string;
  refreshToken: string;
  /** Headers for `inject`: the token, and the tenant when one is given. */
  headers: Record<string, string>;
}

/** Signs a demo account in through the real password grant (no shortcuts around the API). */
export async function signIn(
  app: FastifyInstance,
  account: string,
  options: { password?: string; tenantId?: string } = {},
): Promise<SignedIn> {
  const { body } = await injectEnvelope<{
    access_token: string;
    refresh_token: string;
    uid: string;
    tenantId: string;
  }>(app, {
    method: 'POST',
    url: '/api/oauth2/v3/authentication/apply',
    payload: {
      grant_type: 'password_credentials',
      client_id: app.config.oauth.clientId,
      client_secret: app.config.oauth.clientSecret,
      username: account,
      password: options.password ?? DEMO_PASSWORD,
    },
  });
  if (body.state !== 200) throw new Error(`sign-in of ${account} failed: ${body.state} ${body.message}`);
  const tenantId = options.tenantId ?? body.data.tenantId;
  return {
    account,
    userId: body.data.uid,
    tenantId,
    accessToken: body.data.access_token,
    refreshToken: body.data.refresh_token,
    headers: { [HEADER_TOKEN]: body.data.access_token, [HEADER_TENANT_ID]: tenantId },
  };
}

/**
 * Registers a new account the way anyone can (an SMS code to a new mobile, then /user/register
 * in the first demo school unless told otherwise) and signs it in.
 */
export async function registerAndSignIn(
  app: FastifyInstance,
  account: string,
  mobile: string,
  tenantId?: string,
): Promise<SignedIn> {
  const oauth = '/api/oauth2/v3';
  const school = tenantId ?? (await demoSchoolId(app.database.db));
  await injectEnvelope(app, {
    method: 'POST',
    url: `${oauth}/user/send/sms`,
    payload: { mobile, purpose: 'register' },
  });
  const smsCode = (await lastSms(app.database.db, mobile))!.code!;
  const password = 'Strong123x';
  const { body } = await injectEnvelope(app, {
    method: 'POST',
    url: `${oauth}/user/register`,
    payload: { account, password, fullname: '新同学', mobile, smsCode, tenantId: school },
  });
  if (body.state !== 200) throw new Error(`register ${account}: ${body.state} ${body.message}`);
  return signIn(app, account, { password });
}
