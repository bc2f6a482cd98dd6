import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { HEADER_TOKEN, type Language } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../packages/server/src/app.js';
import { testConfig, type Config } from '../../packages/server/src/config.js';
import { DEMO_PASSWORD } from '../../packages/server/src/db/seed/index.js';
import {
  createTestDatabase,
  TEST_HASH_COST,
  type TestDatabase,
} from '../../packages/server/src/test/databases.js';
import { createHttpClient } from '../../packages/web/src/api/core/http-client';
import { dataOf } from '../../packages/web/src/api/core/reply-data';
import { fakeUi, memoryTokens } from '../../packages/web/src/api/core/test-helpers';
import { tokenFromReply } from '../../packages/web/src/api/core/token';
import { createOauth2Api } from '../../packages/web/src/api/oauth2';
import { encryptPassword } from '../../packages/web/src/api/password-cipher';

/**
 * The web app's request layer (framework-free core) against the real server listening on a port,
 * driven with Node's fetch: what SPEC §4.3, §7 and §8 promise, end to end.
 */

interface Sent {
  path: string;
  token: string | undefined;
  grantType: string | undefined;
}

interface Server {
  app: FastifyInstance;
  database: TestDatabase;
  base: string;
}

async function startServer(auth: Partial<Config['auth']> = {}): Promise<Server> {
  const database = await createTestDatabase();
  const base = testConfig();
  const app = await buildApp(
    testConfig({
      databaseUrl: database.url,
      passwordHashCost: TEST_HASH_COST,
      auth: { ...base.auth, ...auth },
    }),
    { database },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, database, base: `http://127.0.0.1:${port}/api` };
}

/** The core as the app builds it, with Node's fetch (recorded) and a UI that records what it was asked. */
function clientFor(server: Server, language: Language = 'en-US') {
  const sent: Sent[] = [];
  const tokens = memoryTokens();
  // Ending the session forgets the token, as the app's UI does.
  const ui = fakeUi(() => tokens.clear());
  const { clientId, clientSecret } = server.app.config.oauth;
  const http = createHttpClient({
    config: {
      server: () => ({ base: server.base, single: false }),
      domains: [],
      clientId,
      clientSecret,
      timeoutMs: 30_000,
      showException: false,
    },
    tokens,
    context: () => ({ language }),
    ui,
    fetch: async (input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as { grant_type?: string }) : undefined;
      sent.push({
        path: new URL(String(input)).pathname,
        token: headers[HEADER_TOKEN],
        grantType: body?.grant_type,
      });
      return fetch(input, init);
    },
  });
  const oauth2 = createOauth2Api(http, { clientId, clientSecret });

  /** The code flow of the login screen: login state -> authorize code -> tokens. */
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const loginState = dataOf(await oauth2.loginApply({ username, password, remember: false }));
    const code = dataOf(await oauth2.authorize(loginState));
    const token = tokenFromReply(dataOf(await oauth2.tokenByCode(code)), Date.now());
    tokens.set(token);
    return token;
  };
  const refreshes = () => sent.filter((request) => request.grantType === 'refresh_token').length;
  return { http, oauth2, tokens, ui, sent, signIn, refreshes };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Makes the server consider an access token expired, as two hours later. */
async function expireAtServer(server: Server, accessToken: string) {
  await server.database.db
    .updateTable('authToken')
    .set({ accessExpiresAt: Date.now() - 1000 })
    .where('accessHash', '=', sha256(accessToken))
    .execute();
}

let server: Server;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.app.close();
  await server.database.destroy();
});

describe('request layer against the real server', () => {
  it('signs in through the code flow and loads the user context in the caller language', async () => {
    const { oauth2, signIn } = clientFor(server);
    const token = await signIn('student');
    const reply = await oauth2.userContext(token.uid);
    expect(reply.state).toBe(200);
    expect(reply.message).toBe('Success');
    expect(reply.data?.user.account).toBe('student');
  });

  it('refreshes exactly once when concurrent requests meet an expired token, and replays them all', async () => {
    const { oauth2, tokens, signIn, refreshes, sent } = clientFor(server);
    const first = await signIn('counsellor');
    await expireAtServer(server, first.access_token);

    const replies = await Promise.all(Array.from({ length: 6 }, () => oauth2.userContext(first.uid)));

    expect(replies.map((reply) => reply.state)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(refreshes()).toBe(1);
    const renewed = tokens.get();
    expect(renewed?.access_token).not.toBe(first.access_token);
    expect(renewed?.refresh_token).not.toBe(first.refresh_token);
    // Six requests went out with the old token, and six replays with the new one.
    const contextRequests = sent.filter((request) => request.path.endsWith('/user/context'));
    expect(contextRequests.filter((request) => request.token === first.access_token)).toHaveLength(6);
    expect(contextRequests.filter((request) => request.token === renewed?.access_token)).toHaveLength(6);
    const family = await server.database.db
      .selectFrom('authToken')
      .select(['revokeReason'])
      .where('userId', '=', first.uid)
      .execute();
    expect(family.map((row) => row.revokeReason).sort()).toEqual([null, 'rotated']);
  });

  it('ends the session when a rotated refresh token is used again', async () => {
    const { http, oauth2, tokens, ui, signIn } = clientFor(server);
    const first = await signIn('college');
    await http.refreshTokens();
    // Someone replays the refresh token that was just rotated: the server revokes the whole sign-in.
    const replay = await fetch(`${server.base}/oauth2/v3/authentication/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'refresh_token',
        client_id: server.app.config.oauth.clientId,
        refresh_token: first.refresh_token,
      }),
    });
    expect(((await replay.json()) as { state: number }).state).toBe(6020201);

    await expect(oauth2.userContext(first.uid)).rejects.toMatchObject({ state: 6020201, notified: true });
    await vi.waitFor(() => expect(ui.endSession).toHaveBeenCalledOnce());
    expect(ui.confirmLogout).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'You have been logged out, you can stay on this page or log in again',
      }),
    );
    expect(tokens.get()).toBeNull();
  });

  it('clears the tokens and reloads when the server refuses the refresh', async () => {
    const { oauth2, tokens, ui, signIn } = clientFor(server);
    const first = await signIn('office');
    await server.database.db
      .updateTable('authToken')
      .set({ revokedAt: Date.now(), revokeReason: 'logout' })
      .where('userId', '=', first.uid)
      .execute();
    // Run out locally, so the layer refreshes before it even sends the request.
    tokens.set({ ...first, create_at: 0 });

    await expect(oauth2.userContext(first.uid)).rejects.toMatchObject({ kind: 'sessionEnded' });
    expect(tokens.get()).toBeNull();
    expect(ui.reload).toHaveBeenCalledOnce();
  });

  it('sends no token on the whitelist, and the token everywhere else', async () => {
    const { oauth2, sent, signIn } = clientFor(server);
    const token = await signIn('teacher');
    await oauth2.captcha();
    await oauth2.registrationOpen();
    await oauth2.tenantMode();
    await oauth2.sendSms('13900000006', 'reset');
    await oauth2.userContext(token.uid);
    await oauth2.switchRole('ALL');

    const tokenOf = (suffix: string) =>
      sent.filter((request) => request.path.endsWith(suffix)).map((r) => r.token);
    for (const path of [
      '/user/login/apply',
      '/authorize/apply',
      '/authentication/apply',
      '/user/captcha',
      '/user/open',
      '/user/open/tenant',
      '/user/send/sms',
    ])
      expect(tokenOf(path), path).toEqual(tokenOf(path).map(() => undefined));
    expect(tokenOf('/user/context')).toEqual([token.access_token]);
    expect(tokenOf('/user/role/switch')).toEqual([token.access_token]);
  });

  it('shows the server message in the language it sends, and turns on the captcha after three wrong passwords', async () => {
    const { oauth2, ui } = clientFor(server, 'zh-CN');
    const attempts = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      attempts.push(
        await oauth2
          .loginApply({ username: 'dorm', password: 'wrong', remember: false })
          .catch((error: unknown) => error),
      );
    expect(ui.error).toHaveBeenCalledWith('用户名或密码错误');
    expect(attempts.at(-1)).toMatchObject({ state: 6020101, reply: { variables: { captcha: true } } });
    await expect(
      oauth2.loginApply({ username: 'dorm', password: DEMO_PASSWORD, remember: false }),
    ).rejects.toMatchObject({
      state: 6020104,
    });
  });

  it('opens the reset route for an expired password, whose grant then sets a new one', async () => {
    const { oauth2, ui } = clientFor(server);
    await server.database.db
      .updateTable('appUser')
      .set({ passwordExpiresAt: 1 })
      .where('account', '=', 'admin')
      .execute();

    await expect(
      oauth2.loginApply({ username: 'admin', password: DEMO_PASSWORD, remember: false }),
    ).rejects.toMatchObject({
      state: 6020109,
    });
    expect(ui.openReset).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'admin', loginState: expect.any(String) }),
    );
    const { loginState } = ui.openReset.mock.calls[0]![0] as { loginState: string };
    const reset = await oauth2.resetPassword({ loginState, password: 'NewPassw0rd' });
    expect(reset).toMatchObject({ state: 200, message: 'Password has been updated!' });
  });
});

describe('request layer with password encryption on', () => {
  let encrypted: Server;

  beforeAll(async () => {
    encrypted = await startServer({ passwordEncryption: true });
  });

  afterAll(async () => {
    await encrypted.app.close();
    await encrypted.database.destroy();
  });

  it('signs in with a password encrypted under the server key (WebCrypto RSA-OAEP)', async () => {
    const { oauth2 } = clientFor(encrypted);
    const setting = dataOf(await oauth2.encryption());
    expect(setting).toMatchObject({ encrypt: true, encryptName: 'RSA-OAEP-256' });
    const password = await encryptPassword(DEMO_PASSWORD, setting.publicKey!);
    const reply = await oauth2.tokenByPassword({ username: 'student', password, remember: false });
    expect(reply).toMatchObject({ state: 200, data: { uaccount: 'student' } });
  });
});
