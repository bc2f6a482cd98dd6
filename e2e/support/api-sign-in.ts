import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/**
 * A session without the login screen, for journeys that are not about signing in: the tokens
 * come from the server's password grant and are stored where the login screen stores them, so
 * the app opens as it does right after a sign-in. On CI's two cores the login screen costs about
 * three seconds a phone (a whole app load, the form, the code flow, a move to the dashboard);
 * this costs a few tenths. The sign-in itself is covered by auth.spec.ts, the single sign-on
 * specs and the route sweep's platform part (every role, both languages).
 */

/** The OAuth client the web app is built with (packages/web/src/api/app-config.ts defaults). */
const CLIENT = { client_id: 'campus-mobile', client_secret: 'campus-mobile-secret' };

/** The token reply of POST /authentication/apply (packages/web/src/api/core/token.ts TokenReply). */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  uid: string;
  uaccount?: string;
  expires_in: number;
  tenantId?: string;
}

/** A new sign-in of the account by the password grant (a token family of its own). */
export async function passwordTokens(request: APIRequestContext, account: string): Promise<Tokens> {
  const reply = await request.post('/api/oauth2/v3/authentication/apply', {
    data: { ...CLIENT, grant_type: 'password_credentials', username: account, password: DEMO_PASSWORD },
  });
  const body = (await reply.json()) as { message: string; data: Tokens | null };
  if (!body.data) throw new Error(`${account} could not sign in: ${body.message}`);
  return body.data;
}

/**
 * The page the tokens are written from: outside the service worker's /app/ scope, answered by the
 * test (no server round trip), with an icon of its own so the browser asks for no /favicon.ico (a
 * 404 the route sweep would count as a console error).
 */
const SEED_PAGE = '/e2e-sign-in';
const SEED_HTML = '<!doctype html><link rel="icon" href="data:,"><title>sign-in</title>';

/**
 * Signs the tab in as the account, as the login screen does without "remember me": a fresh
 * sign-in of its own (so a journey that signs out or switches roles touches no other test), its
 * tokens in this tab's session storage as `campus-token` (packages/web/src/api/credentials.ts,
 * lib/storage.ts). The server gives a new token all of the user's roles, which is what the login
 * screen's switch to 'ALL' asks for. Session storage belongs to the origin, so it is written from
 * a blank page of the origin that the test serves itself (SEED_PAGE).
 *
 * With `open`, the app then opens there; without, it is not open yet and the journey's first goto
 * opens it, signed in: most journeys go to their screen at once, and each app load costs a second
 * or two on CI's cores, so a stop at the dashboard on the way would be pure waste.
 */
export async function enterSignedIn(page: Page, account: string, open?: string): Promise<void> {
  const tokens = await passwordTokens(page.request, account);
  await page.route(SEED_PAGE, (route) => route.fulfill({ contentType: 'text/html', body: SEED_HTML }));
  await page.goto(SEED_PAGE);
  await page.unroute(SEED_PAGE);
  await page.evaluate((value) => {
    const stored = {
      access_token: value.access_token,
      refresh_token: value.refresh_token,
      uid: value.uid,
      uaccount: value.uaccount ?? '',
      expires_in: value.expires_in,
      create_at: Date.now(),
      tenantId: value.tenantId,
    };
    sessionStorage.setItem(
      'campus-token',
      JSON.stringify({ type: 'object', value: stored, timestamp: Date.now() }),
    );
  }, tokens);
  if (open === undefined) return;
  // The app loads the user's profile at its first screen; the journey's next step starts once it
  // has, as after the login screen, which has loaded it before it moves on.
  const profile = page.waitForEvent('requestfinished', (request) =>
    new URL(request.url()).pathname.endsWith('/user/context'),
  );
  await page.goto(open);
  await profile;
  await expect(page).not.toHaveURL(/\/app\/login/);
}
