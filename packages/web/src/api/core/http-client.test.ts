import { HEADER_SYSTEM_ID, HEADER_TENANT_ID, HEADER_TOKEN } from '@campus/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './request-error';
import { clientWith, envelope, json, memoryTokens, tokenData, type Received } from './test-helpers';

const ok = (data: unknown = null) => json(envelope(200, data));
const isRefresh = (request: Received) =>
  request.url.pathname.endsWith('/authentication/apply') &&
  (request.body as { grant_type?: string } | undefined)?.grant_type === 'refresh_token';
const refreshed = (n: number) =>
  json(
    envelope(200, {
      access_token: `access-${n}`,
      refresh_token: `refresh-${n}`,
      uid: 'u1',
      uaccount: 'student',
      expires_in: 7200,
      tenantId: 't1',
    }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('request layer: what it sends', () => {
  it('puts the service prefix, lang and the token, tenant and system headers on a request', async () => {
    const { client, received } = clientWith(() => ok({ id: 1 }), {
      tenantId: 't9',
      config: { systemId: 'sys' },
    });
    const reply = await client.request<{ id: number }>({
      method: 'POST',
      service: 'oauth2',
      url: '/user/context',
      data: { a: 1 },
    });
    expect(reply.data).toEqual({ id: 1 });
    const [request] = received;
    expect(request?.url.pathname).toBe('/api/oauth2/v3/user/context');
    expect(request?.url.searchParams.get('lang')).toBe('en-US');
    expect(request?.url.searchParams.has('_t')).toBe(false);
    expect(request?.headers[HEADER_TOKEN]).toBe('access-1');
    expect(request?.headers[HEADER_TENANT_ID]).toBe('t9');
    expect(request?.headers[HEADER_SYSTEM_ID]).toBe('sys');
    expect(request?.headers['Content-Type']).toContain('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('adds a _t cache-buster to GET requests and sends no JSON content type without a body', async () => {
    const { client, received } = clientWith(() => ok(), { now: () => 42 });
    await client.request({ service: 'platform', url: '/news/query', params: { page: 1, empty: undefined } });
    expect(received[0]?.url.searchParams.get('_t')).toBe('42');
    expect(received[0]?.url.searchParams.get('page')).toBe('1');
    expect(received[0]?.url.searchParams.has('empty')).toBe(false);
    expect(received[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('sends a FormData body as multipart, leaving its content type to the browser', async () => {
    const { client, received } = clientWith(() => ok({ id: 'f1' }));
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'proof.png');
    await client.request({ method: 'POST', service: 'platform', url: '/file/upload', data: form });
    expect(received[0]?.headers['Content-Type']).toBeUndefined();
    expect(received[0]?.headers[HEADER_TOKEN]).toBe('access-1');
  });

  it('drops the service prefix in single mode', async () => {
    const { client, received } = clientWith(() => ok(), {
      config: { server: () => ({ base: 'http://api.test/api', single: true }) },
    });
    await client.request({ service: 'business', url: '/bpm/received/query/pending', method: 'POST' });
    expect(received[0]?.url.pathname).toBe('/api/bpm/received/query/pending');
  });

  it('sends no token on whitelisted paths and on anonymous requests', async () => {
    const { client, received } = clientWith(() => ok());
    await client.request({ service: 'oauth2', url: '/user/login/apply', method: 'POST', data: {} });
    await client.request({ service: 'oauth2', url: '/user/captcha' });
    await client.request({ service: 'oauth2', url: '/user/logout', method: 'POST', anonymous: true });
    await client.request({ service: 'oauth2', url: '/user/context', method: 'POST' });
    expect(received.map((request) => request.headers[HEADER_TOKEN])).toEqual([
      undefined,
      undefined,
      undefined,
      'access-1',
    ]);
  });

  it('rotates between several domains every 5 requests', async () => {
    const { client, received } = clientWith(() => ok(), {
      config: {
        server: () => ({ base: '/api', single: false }),
        domains: ['http://a.test', 'http://b.test'],
      },
    });
    for (let index = 0; index < 12; index += 1)
      await client.request({ service: 'oauth2', url: '/user/open' });
    expect(received.map((request) => request.url.host).join(' ')).toBe(
      'a.test a.test a.test a.test a.test b.test b.test b.test b.test b.test a.test a.test',
    );
  });
});

describe('request layer: replies', () => {
  it('shows message and cause for an error state and rejects', async () => {
    const { client, ui } = clientWith(() =>
      json(envelope(6040106, null, { message: 'Old password is wrong', cause: 'checked twice' })),
    );
    const failure = client.request({
      service: 'oauth2',
      url: '/user/change/passwd',
      method: 'POST',
      data: {},
    });
    await expect(failure).rejects.toMatchObject({ kind: 'state', state: 6040106, notified: true });
    expect(ui.error).toHaveBeenCalledWith('Old password is wrong\nReason: checked twice');
  });

  it('uses the status table when the reply has no message, else "Unknown error, code"', async () => {
    const { client, ui } = clientWith((request) =>
      json(envelope(request.url.pathname.endsWith('/a') ? 6020110 : 7777777, null)),
    );
    await client.request({ service: 'oauth2', url: '/a' }).catch(() => undefined);
    await client.request({ service: 'oauth2', url: '/b' }).catch(() => undefined);
    expect(ui.error.mock.calls).toEqual([['Account disabled'], ['Unknown error, code: 7777777']]);
  });

  it('hides messages about database queries', async () => {
    const { client, ui } = clientWith(() =>
      json(envelope(500, null, { message: 'Error querying database. Cause: x' })),
    );
    await expect(client.request({ service: 'oauth2', url: '/x' })).rejects.toBeInstanceOf(RequestError);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('hands warning-like replies back quietly, unless show-exception is on', async () => {
    const quiet = clientWith(() => json(envelope(501, 'off', { message: 'Not implemented' })));
    await expect(quiet.client.request({ service: 'oauth2', url: '/user/captcha' })).resolves.toMatchObject({
      state: 501,
    });
    expect(quiet.ui.error).not.toHaveBeenCalled();

    const loud = clientWith(() => json(envelope(2, null, { message: 'Careful' })), {
      config: { showException: true },
    });
    await expect(loud.client.request({ service: 'oauth2', url: '/x' })).resolves.toMatchObject({ state: 2 });
    expect(loud.ui.error).toHaveBeenCalledWith('Careful');
  });

  it('says "interface abnormal" with the URL when a reply has no state', async () => {
    const { client, ui } = clientWith(() => json({ hello: 'world' }));
    await expect(client.request({ service: 'oauth2', url: '/odd' })).rejects.toMatchObject({
      kind: 'noState',
    });
    expect(ui.error).toHaveBeenCalledWith(
      'interface abnormal, no state returned: http://api.test/api/oauth2/v3/odd',
    );
  });

  it('uses the status table for an HTTP error without an envelope', async () => {
    const { client, ui } = clientWith(() => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.request({ service: 'oauth2', url: '/x' })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(ui.error).toHaveBeenCalledWith('Gateway error');
  });

  it('reports a network failure with the spec text', async () => {
    const { client, ui } = clientWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(client.request({ service: 'oauth2', url: '/x' })).rejects.toMatchObject({ kind: 'network' });
    expect(ui.error).toHaveBeenCalledWith('Network not strong, please try later');
  });

  it('gives up after the timeout as a network failure', async () => {
    vi.useFakeTimers();
    const { client, ui } = clientWith(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      { config: { timeoutMs: 1000 } },
    );
    const pending = client.request({ service: 'oauth2', url: '/slow' });
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'network' });
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
    expect(ui.error).toHaveBeenCalledWith('Network not strong, please try later');
  });

  it('returns raw bodies for processDataType none and bytes for arraybuffer', async () => {
    const { client } = clientWith((request) =>
      request.url.pathname.endsWith('/file')
        ? new Response(new Uint8Array([1, 2, 3]))
        : json({ no: 'envelope' }),
    );
    await expect(
      client.request({ service: 'platform', url: '/raw', processDataType: 'none' }),
    ).resolves.toEqual({ no: 'envelope' });
    const bytes = await client.request({ service: 'platform', url: '/file', responseType: 'arraybuffer' });
    expect([...new Uint8Array(bytes)]).toEqual([1, 2, 3]);
  });

  it('opens the reset route with the variables of an expired password', async () => {
    const variables = { username: 'student', userId: 'u1', tenantid: 't1', loginState: 'grant' };
    const { client, ui } = clientWith(() => json(envelope(6020109, null, { variables })));
    await expect(
      client.request({ service: 'oauth2', url: '/user/login/apply', method: 'POST', data: {} }),
    ).rejects.toMatchObject({
      state: 6020109,
      notified: true,
    });
    expect(ui.openReset).toHaveBeenCalledWith(variables);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('report() shows a quiet failure once, and never one already shown', async () => {
    const { client, ui } = clientWith(() => json(envelope(400, null, { message: 'username: required' })));
    const reply = await client.request({ service: 'oauth2', url: '/x' });
    const error = new RequestError('state', reply.message, { reply, notified: false });
    client.report(error);
    client.report(error);
    expect(ui.error).toHaveBeenCalledTimes(1);
    expect(ui.error).toHaveBeenCalledWith('username: required');
  });
});

describe('request layer: the loading toast', () => {
  it('shows while requests that ask for it run and hides 200 ms after the last one', async () => {
    vi.useFakeTimers();
    const { client, ui } = clientWith(() => ok());
    await Promise.all([
      client.request({ service: 'oauth2', url: '/a', loading: true }),
      client.request({ service: 'oauth2', url: '/b', loading: true }),
      client.request({ service: 'oauth2', url: '/c' }),
    ]);
    expect(ui.loading.mock.calls).toEqual([[true]]);
    await vi.advanceTimersByTimeAsync(199);
    expect(ui.loading.mock.calls).toEqual([[true]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.loading.mock.calls).toEqual([[true], [false]]);
  });
});

describe('request layer: tokens', () => {
  it('refreshes once for concurrent expired replies and replays every request with the new token', async () => {
    let refreshes = 0;
    const { client, received, tokens } = clientWith(async (request) => {
      if (isRefresh(request)) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return refreshed(2);
      }
      return request.headers[HEADER_TOKEN] === 'access-2'
        ? ok(request.url.pathname)
        : json(envelope(6020301, null));
    });
    const paths = ['/a', '/b', '/c', '/d'];
    const replies = await Promise.all(
      paths.map((url) => client.request<string>({ service: 'platform', url })),
    );
    expect(replies.map((reply) => reply.data)).toEqual(paths.map((path) => `/api/platform/v3${path}`));
    expect(refreshes).toBe(1);
    expect(tokens.get()).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      create_at: 1_000_000,
    });
    const refreshRequest = received.find(isRefresh);
    expect(refreshRequest?.headers[HEADER_TOKEN]).toBeUndefined();
    expect(refreshRequest?.body).toMatchObject({ client_id: 'campus-mobile', refresh_token: 'refresh-1' });
  });

  it('replays a request whose token was rotated by another request meanwhile, without a logout', async () => {
    let rotated = false;
    const { client, ui } = clientWith(async (request) => {
      if (isRefresh(request)) {
        rotated = true;
        return refreshed(2);
      }
      if (request.url.pathname.endsWith('/slow')) {
        // Arrives at the server only after the refresh: the old token is revoked by then.
        await vi.waitFor(() => expect(rotated).toBe(true));
        return request.headers[HEADER_TOKEN] === 'access-2' ? ok('slow') : json(envelope(6020201, null));
      }
      return request.headers[HEADER_TOKEN] === 'access-2' ? ok('fast') : json(envelope(6020301, null));
    });
    const [slow, fast] = await Promise.all([
      client.request<string>({ service: 'platform', url: '/slow' }),
      client.request<string>({ service: 'platform', url: '/fast' }),
    ]);
    expect([slow.data, fast.data]).toEqual(['slow', 'fast']);
    expect(ui.confirmLogout).not.toHaveBeenCalled();
  });

  it('refreshes first when the token has run out locally (create_at + expires_in)', async () => {
    const tokens = memoryTokens(tokenData({ create_at: 0, expires_in: 10 }));
    const { client, received } = clientWith((request) => (isRefresh(request) ? refreshed(2) : ok()), {
      tokens,
      now: () => 10_000,
    });
    await client.request({ service: 'platform', url: '/a' });
    expect(
      received.map((request) => (isRefresh(request) ? 'refresh' : request.headers[HEADER_TOKEN])),
    ).toEqual(['refresh', 'access-2']);
  });

  it('clears the tokens and reloads at the base when the refresh is refused', async () => {
    const { client, tokens, ui } = clientWith((request) =>
      isRefresh(request)
        ? json(envelope(6020201, null, { message: 'Illegal token' }))
        : json(envelope(6020301, null)),
    );
    const results = await Promise.allSettled([
      client.request({ service: 'platform', url: '/a' }),
      client.request({ service: 'platform', url: '/b' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(tokens.get()).toBeNull();
    expect(ui.reload).toHaveBeenCalledTimes(1);
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('keeps the tokens when the refresh fails for want of a network', async () => {
    const { client, tokens, ui } = clientWith((request) =>
      isRefresh(request) ? Promise.reject(new TypeError('offline')) : json(envelope(6020301, null)),
    );
    await expect(client.request({ service: 'platform', url: '/a' })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(tokens.get()?.access_token).toBe('access-1');
    expect(ui.reload).not.toHaveBeenCalled();
  });

  it('asks once for concurrent illegal-token replies, then ends the session on "Log in again"', async () => {
    const { client, ui } = clientWith(() => json(envelope(6020201, null, { message: 'Illegal token' })));
    await Promise.allSettled([
      client.request({ service: 'platform', url: '/a' }),
      client.request({ service: 'platform', url: '/b' }),
    ]);
    await vi.waitFor(() => expect(ui.endSession).toHaveBeenCalledTimes(1));
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    expect(ui.confirmLogout).toHaveBeenCalledWith({
      title: 'Confirm logout',
      content: 'You have been logged out, you can stay on this page or log in again',
      cancel: 'Cancel',
      confirm: 'Log in again',
    });
    expect(ui.error).not.toHaveBeenCalled();
  });

  it('stays on the page when the user cancels the logout confirm (another client signed in)', async () => {
    const { client, ui } = clientWith(() => json(envelope(6020102, null)));
    ui.confirmLogout.mockResolvedValue(false);
    await client.request({ service: 'platform', url: '/a' }).catch(() => undefined);
    await vi.waitFor(() => expect(ui.confirmLogout).toHaveBeenCalledTimes(1));
    expect(ui.endSession).not.toHaveBeenCalled();
  });

  it('treats token states on whitelisted requests as plain errors', async () => {
    const { client, ui } = clientWith(() =>
      json(envelope(6020102, null, { message: 'Wrong authorization code' })),
    );
    await client
      .request({ service: 'oauth2', url: '/authentication/apply', method: 'POST', data: {} })
      .catch(() => undefined);
    expect(ui.confirmLogout).not.toHaveBeenCalled();
    expect(ui.error).toHaveBeenCalledWith('Wrong authorization code');
  });
});
