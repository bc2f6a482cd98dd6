/**
 * The service worker's caches (src/sw.ts) as the page sees them. The API replies kept for offline
 * use are one signed-in person's: they are dropped whenever who is signed in may change (sign-in,
 * sign-out, another school), so the next person on the phone never sees them.
 */
export const API_CACHE = 'campus-api-v1';
export const ASSET_CACHE = 'campus-assets-v1';

/** What the page tells the worker (and the worker understands). */
export type WorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'CLEAR_API_CACHE' }
  | { type: 'CACHE_URLS'; urls: string[] }
  /** Asks the worker whether its last request to the server failed (answered by a NetworkState). */
  | { type: 'NETWORK_STATE?' };

/**
 * What the worker tells its pages: whether its last request to the server failed, so that it
 * answered from what it kept. `navigator.onLine` alone is not enough: it stays true on a network
 * without a way to the server (a campus Wi-Fi before its portal sign-in) and, in some browsers,
 * on a page the worker opened from its cache.
 */
export interface NetworkState {
  type: 'NETWORK_STATE';
  offline: boolean;
}

/** Drops every kept API reply, here and in the worker (which also ignores replies still in flight). */
export async function forgetCachedReplies(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) {
    const message: WorkerMessage = { type: 'CLEAR_API_CACHE' };
    navigator.serviceWorker.controller.postMessage(message);
  }
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
}

/**
 * Which API requests are kept, network first, for offline use: reads (GET), list queries
 * (POST .../query..., the inbox's .../receive) and the user context (POST /user/context, without
 * which the shell does not open); never sign-in, tokens, captchas or files.
 */
export function isKeptApiRequest(method: string, pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  if (
    /\/(captcha|logout|authentication|authorize|login|register|sso|file|files|attachment)(\/|$)/i.test(
      pathname,
    )
  )
    return false;
  if (method === 'GET') return true;
  return method === 'POST' && /\/(query|receive|user\/context)(\/|$)/.test(pathname);
}
