/// <reference lib="webworker" />
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import {
  API_CACHE,
  ASSET_CACHE,
  isKeptApiRequest,
  type NetworkState,
  type WorkerMessage,
} from './lib/offline-cache';

/**
 * The service worker (issue 16): the app installs to the home screen and opens offline.
 *
 * - Pages: the network first (a deploy is picked up at once), the kept shell when offline.
 * - Scripts and styles (hashed, never change): kept as they are used, served from the cache.
 * - API reads and list queries: the network first; offline, the reply last seen. Replies are
 *   kept per request (the list's body is part of the key) and dropped on sign-out (the page sends
 *   CLEAR_API_CACHE, lib/offline-cache.ts).
 * - Web Push: shows the server's notification (core/push/send.ts); a tap opens its page.
 * - A new version waits until the person taps "Refresh" (SKIP_WAITING).
 */
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const scope = new URL(self.registration.scope).pathname;
/** Bumped by CLEAR_API_CACHE: a reply that was on its way before is not kept. */
let generation = 0;
const PAGE_TIMEOUT_MS = 4000;

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Whether the last request this worker sent to the server failed (NetworkState). */
let serverUnreachable = false;

/** Records how a request to the server went; the pages hear of a change. */
function reached(server: boolean): void {
  if (serverUnreachable === !server) return;
  serverUnreachable = !server;
  const state: NetworkState = { type: 'NETWORK_STATE', offline: serverUnreachable };
  void self.clients
    .matchAll({ type: 'window' })
    .then((clients) => clients.forEach((client) => client.postMessage(state)));
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'CLEAR_API_CACHE') {
    generation++;
    event.waitUntil(caches.delete(API_CACHE));
  }
  if (message?.type === 'CACHE_URLS') event.waitUntil(keepAssets(message.urls));
  if (message?.type === 'NETWORK_STATE?') {
    const state: NetworkState = { type: 'NETWORK_STATE', offline: serverUnreachable };
    event.source?.postMessage(state);
  }
});

/** The scripts and styles the page loaded before this worker controlled it. */
async function keepAssets(urls: string[]): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  for (const url of urls) {
    if (!isAsset(new URL(url, self.location.href))) continue;
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline meanwhile: kept the next time it loads.
    }
  }
}

const isAsset = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith(`${scope}assets/`);

self.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(scope)) {
    event.respondWith(page(request));
  } else if (isAsset(url) && request.method === 'GET') {
    event.respondWith(asset(request));
  } else if (request.method === 'GET' && getCacheKeyForURL(request.url)) {
    // The shell's own files (icons, the manifest): kept at install, refreshed with each version.
    event.respondWith(matchPrecache(request.url).then((kept) => kept ?? fetch(request)));
  } else if (isKeptApiRequest(request.method, url.pathname)) {
    event.respondWith(apiReply(event, request, url));
  }
});

async function page(request: Request): Promise<Response> {
  try {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PAGE_TIMEOUT_MS);
    try {
      const response = await fetch(request, { signal: controller.signal });
      reached(true);
      return response;
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    reached(false);
    const shell = await matchPrecache('index.html');
    if (shell) return shell;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The cache key: the address without its cache-buster, and for a list query a digest of its body. */
async function keyOf(request: Request, url: URL): Promise<string> {
  const key = new URL(url);
  key.searchParams.delete('_t');
  if (request.method !== 'GET') {
    const body = await request.clone().arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
    key.searchParams.set('_body', Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
  }
  return key.href;
}

async function apiReply(event: FetchEvent, request: Request, url: URL): Promise<Response> {
  const key = await keyOf(request, url);
  const startedIn = generation;
  try {
    const response = await fetch(request);
    reached(true);
    if (response.ok) event.waitUntil(keep(key, response.clone(), startedIn));
    return response;
  } catch (error) {
    reached(false);
    const kept = await (await caches.open(API_CACHE)).match(key);
    if (kept) return kept;
    throw error;
  }
}

/** Keeps a successful envelope (state 200) only: a refusal is not worth showing offline. */
async function keep(key: string, response: Response, startedIn: number): Promise<void> {
  try {
    const text = await response.text();
    const envelope = JSON.parse(text) as { state?: unknown };
    if (envelope.state !== 200 || startedIn !== generation) return;
    const cache = await caches.open(API_CACHE);
    if (startedIn !== generation) return;
    await cache.put(
      key,
      new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Not JSON (a file): not kept.
  }
}

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

self.addEventListener('push', (event: PushEvent) => {
  let message: PushMessage;
  try {
    message = event.data?.json() as PushMessage;
  } catch {
    return;
  }
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: `${scope}icons/icon-192.png`,
      badge: `${scope}icons/icon-192.png`,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '';
  const target = new URL(path, self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
