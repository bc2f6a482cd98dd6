import {
  HEADER_SYSTEM_ID,
  HEADER_TENANT_ID,
  HEADER_TOKEN,
  InternalState,
  isWhitelisted,
  LOADING_HIDE_DELAY_MS,
  MULTI_DOMAIN_ROTATE_EVERY,
  type Envelope,
} from '@campus/contract';
import { translate } from '../../i18n/contract-messages';
import { createDomainRotation } from './domain-rotation';
import { createLoadingCounter } from './loading-counter';
import { replyKind } from './reply-kind';
import { isEnvelope, replyErrorText, stateText } from './reply-text';
import { RequestError, type RequestErrorDetails, type RequestErrorKind } from './request-error';
import { buildRequestUrl } from './request-url';
import { createSubmissionKeys, IDEMPOTENCY_HEADER } from './submission-keys';
import { isTokenValid, tokenFromReply, type TokenData, type TokenReply } from './token';
import type { HttpClient, HttpClientDeps, RequestOptions } from './types';

const REFRESH_PATH = '/authentication/apply';

interface Transmitted {
  response: Response;
  body: unknown;
  /** The URL without its query, for messages. */
  address: string;
}

async function readBody(response: Response, options: RequestOptions): Promise<unknown> {
  if (options.responseType === 'arraybuffer' && response.ok) return response.arrayBuffer();
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isTokenReply(data: unknown): data is TokenReply {
  const reply = data as Partial<TokenReply> | null;
  return typeof reply?.access_token === 'string' && typeof reply.refresh_token === 'string';
}

/**
 * The request layer of SPEC §7, §8 and §4.3, free of any UI framework: it runs in the browser and
 * in Node alike. Storage, the user interface and the clock come in through `deps`.
 */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const { config, tokens, ui } = deps;
  const now = deps.now ?? Date.now;
  const fetchReply = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const nextDomain = createDomainRotation(config.domains, MULTI_DOMAIN_ROTATE_EVERY);
  const loading = createLoadingCounter((visible) => ui.loading(visible), LOADING_HIDE_DELAY_MS);
  const language = () => deps.context().language;
  const submissions = createSubmissionKeys(now, deps.newKey);

  let refreshing: Promise<TokenData> | null = null;
  let confirmingLogout = false;
  let reloadRequested = false;

  /** Shows `text` and returns the error to throw; no text means the message must stay hidden. */
  function fail(
    kind: RequestErrorKind,
    text: string | undefined,
    details: Omit<RequestErrorDetails, 'notified'>,
  ) {
    if (text) ui.error(text);
    return new RequestError(kind, text ?? '', { ...details, notified: true });
  }

  async function transmit(options: RequestOptions, accessToken: string | undefined): Promise<Transmitted> {
    const method = options.method ?? 'GET';
    const { base, single } = config.server();
    const context = deps.context();
    const url = buildRequestUrl({
      base,
      single,
      domain: nextDomain(),
      service: options.service,
      path: options.url,
      // `_t` defeats caches between the app and the server that ignore no-cache on GET.
      query: { ...options.params, lang: context.language, ...(method === 'GET' ? { _t: now() } : {}) },
    });
    const hasBody = options.data !== undefined && method !== 'GET';
    // The browser writes a multipart body's content type itself, with its boundary.
    const multipart = typeof FormData !== 'undefined' && options.data instanceof FormData;
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
    // A JSON content type without a body is an error to the server: only send it with one.
    if (hasBody && !multipart) headers['Content-Type'] = 'application/json;charset=UTF-8';
    if (accessToken) headers[HEADER_TOKEN] = accessToken;
    if (config.systemId) headers[HEADER_SYSTEM_ID] = config.systemId;
    if (context.tenantId) headers[HEADER_TENANT_ID] = context.tenantId;
    // The route as the app names it (not the address: domains rotate and single mode drops the prefix).
    const route = `${options.service}${options.url} ${JSON.stringify(options.params ?? {})}`;
    const { idempotent } = options;
    if (idempotent)
      headers[IDEMPOTENCY_HEADER] = submissions.keyFor(
        route,
        options.data,
        typeof idempotent === 'object' ? idempotent : undefined,
      );

    const address = url.split('?')[0] ?? url;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const init: RequestInit = {
        method,
        headers,
        body: hasBody ? (multipart ? (options.data as FormData) : JSON.stringify(options.data)) : undefined,
        credentials: 'include',
        signal: controller.signal,
      };
      const { onUploadProgress } = options;
      // The XMLHttpRequest path loads only with the first upload: the first screen never needs it.
      const response = onUploadProgress
        ? await (await import('./upload-fetch')).fetchWithUploadProgress(url, init, onUploadProgress)
        : await fetchReply(url, init);
      return { response, body: await readBody(response, options), address };
    } catch {
      // Offline, refused, reset or timed out: the user can only try again later.
      throw fail('network', translate(context.language, 'error.network'), {});
    } finally {
      clearTimeout(timer);
    }
  }

  async function exchangeRefreshToken(): Promise<TokenData> {
    const current = tokens.get();
    if (!current?.refresh_token) {
      tokens.clear();
      throw new RequestError('sessionEnded', 'no refresh token', { notified: false });
    }
    const { body } = await transmit(
      {
        method: 'POST',
        service: 'oauth2',
        url: REFRESH_PATH,
        data: {
          grant_type: 'refresh_token',
          client_id: config.clientId,
          client_secret: config.clientSecret,
          refresh_token: current.refresh_token,
        },
      },
      undefined,
    );
    if (isEnvelope(body) && body.state === InternalState.SUCCESS && isTokenReply(body.data)) {
      const reply = tokenFromReply(body.data, now());
      const next = {
        ...reply,
        uaccount: reply.uaccount || current.uaccount,
        tenantId: reply.tenantId ?? current.tenantId,
      };
      tokens.set(next);
      return next;
    }
    // Refused (expired, revoked, reused): this sign-in is over.
    tokens.clear();
    throw new RequestError('sessionEnded', isEnvelope(body) ? body.message : 'refresh refused', {
      reply: isEnvelope(body) ? body : undefined,
      notified: false,
    });
  }

  function refreshTokens(): Promise<TokenData> {
    refreshing ??= exchangeRefreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A refresh on behalf of a request: when the server refuses it, the app starts over signed out. */
  async function refreshForRequest(): Promise<void> {
    try {
      await refreshTokens();
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'network') throw error;
      if (!reloadRequested) {
        reloadRequested = true;
        ui.reload();
      }
      throw new RequestError('sessionEnded', error instanceof Error ? error.message : String(error), {
        notified: true,
      });
    }
  }

  /** The token to send: waits for a refresh in flight, and refreshes first when it has run out locally. */
  async function tokenForRequest(): Promise<TokenData | null> {
    if (refreshing) await refreshForRequest();
    const token = tokens.get();
    if (token && !isTokenValid(token, now()) && token.refresh_token) {
      await refreshForRequest();
      return tokens.get();
    }
    return token;
  }

  /** After 6020301: refresh once; requests that were sent with the same old token join that refresh. */
  async function refreshAfterExpiry(sentToken: string): Promise<void> {
    if (refreshing) return refreshForRequest();
    const current = tokens.get();
    // Another request already refreshed while this one was on the way: just replay with the new token.
    if (current && current.access_token !== sentToken) return;
    return refreshForRequest();
  }

  /** Whether the token a request carried has been replaced since (a refresh in flight counts once done). */
  async function replacedSince(sentToken: string): Promise<boolean> {
    if (refreshing) await refreshing.catch(() => undefined);
    const current = tokens.get();
    return current !== null && current.access_token !== sentToken;
  }

  async function confirmLogout(): Promise<void> {
    // Several requests can fail this way at once; the user sees one dialog.
    if (confirmingLogout) return;
    confirmingLogout = true;
    try {
      const lang = language();
      const again = await ui.confirmLogout({
        title: translate(lang, 'auth.loggedOutTitle'),
        content: translate(lang, 'auth.loggedOut'),
        cancel: translate(lang, 'auth.cancel'),
        confirm: translate(lang, 'auth.loginAgain'),
      });
      if (again) ui.endSession();
    } finally {
      confirmingLogout = false;
    }
  }

  async function perform(options: RequestOptions, isReplay: boolean): Promise<unknown> {
    const withToken = !options.anonymous && !isWhitelisted(options.url);
    const sentToken = withToken ? (await tokenForRequest())?.access_token : undefined;
    const { response, body, address } = await transmit(options, sentToken);
    if (options.responseType === 'arraybuffer' && response.ok) return body;
    if (options.processDataType === 'none') return body;

    const lang = language();
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (!isEnvelope(body)) {
      if (!response.ok)
        throw fail('http', stateText(lang, response.status), { status: response.status, requestId });
      throw fail('noState', translate(lang, 'error.noState', { url: address }), {
        status: response.status,
        requestId,
      });
    }
    const reply: Envelope<unknown> = body;
    switch (replyKind(reply.state)) {
      case 'success':
        return reply;
      case 'warning':
        if (config.showException) {
          const text = replyErrorText(lang, reply);
          if (text) ui.error(text);
        }
        return reply;
      case 'tokenExpired':
        // Only a token this request sent can have expired; a second expiry after a replay is an error.
        if (!sentToken || isReplay) break;
        await refreshAfterExpiry(sentToken);
        return perform(options, true);
      case 'loggedOut':
        if (!sentToken) break;
        // A refresh by another request rotated the token this one was sent with: not a logout.
        if (!isReplay && (await replacedSince(sentToken))) return perform(options, true);
        void confirmLogout();
        throw new RequestError('state', reply.message, { reply, status: response.status, notified: true });
      case 'passwordExpired':
        ui.openReset(reply.variables ?? {});
        throw new RequestError('state', reply.message, { reply, status: response.status, notified: true });
      case 'error':
        break;
    }
    throw fail('state', replyErrorText(lang, reply), { reply, status: response.status, requestId });
  }

  async function request(options: RequestOptions): Promise<unknown> {
    if (options.loading) loading.start();
    try {
      return await perform(options, false);
    } finally {
      if (options.loading) loading.stop();
    }
  }

  function report(error: unknown): void {
    if (error instanceof RequestError) {
      if (error.notified) return;
      error.notified = true;
      const text = error.reply ? replyErrorText(language(), error.reply) : error.message;
      if (text) ui.error(text);
      return;
    }
    // Not a request failure: a bug or a missing browser feature. Say so rather than fail silently.
    console.error(error);
    ui.error(error instanceof Error ? error.message : String(error));
  }

  return { request: request as HttpClient['request'], refreshTokens, report };
}
