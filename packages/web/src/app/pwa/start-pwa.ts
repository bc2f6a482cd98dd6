import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import type { Language } from '@campus/contract';
import { credentials } from '../../api/http';
import { storage } from '../../lib/storage';
import { forgetCachedReplies, type NetworkState, type WorkerMessage } from '../../lib/offline-cache';
import { watchPerson } from './watch-person';
import { PwaStatus, setWorkerOffline, type UpdateSignal } from './pwa-status';

/** Whose the kept API replies are (watch-person.ts). */
const OWNER_KEY = 'offlineOwner';
/** How often, while the server cannot be reached, the page tries it again. */
const PROBE_MS = 5000;
let probe: ReturnType<typeof setInterval> | undefined;

/**
 * The worker's word on the server (NetworkState); while unreachable, a HEAD request (which the
 * worker lets through, never answering it from its cache) tries again until the server answers,
 * so the banner goes as soon as the connection is back, whether or not the screen asks anything.
 */
function serverState(offline: boolean): void {
  setWorkerOffline(offline);
  if (offline && probe === undefined) {
    probe = setInterval(() => {
      fetch('/api/health', { method: 'HEAD', cache: 'no-store' })
        .then((response) => response.ok && serverState(false))
        .catch(() => undefined);
    }, PROBE_MS);
  } else if (!offline && probe !== undefined) {
    clearInterval(probe);
    probe = undefined;
  }
}

/** How often a long-open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw.ts) and shows the offline banner and the update prompt.
 * main.tsx imports this after the page has loaded, so none of it weighs on the first screen; it
 * passes the language hook (the view store stays in the entry's chunks only).
 */
export async function startPwa(useLanguage: () => Language): Promise<void> {
  let waiting: ((apply: () => void) => void) | null = null;
  let pending: (() => void) | null = null;
  const updates: UpdateSignal = {
    onWaiting(listener) {
      waiting = listener;
      if (pending) listener(pending);
    },
  };
  void watchPerson({
    current: () => credentials.get(),
    subscribe: (listener) => credentials.subscribe(listener),
    remembered: () => storage.get<string | null>(OWNER_KEY, null),
    remember: (owner) => storage.set(OWNER_KEY, owner),
    forgetReplies: forgetCachedReplies,
    endPushSubscription: async () => {
      const { currentSubscription } = await import('../../lib/push-device');
      await (await currentSubscription())?.unsubscribe();
    },
  }).catch((error: unknown) => console.error(error));

  const host = document.createElement('div');
  host.id = 'pwa-status';
  document.body.append(host);
  createRoot(host).render(createElement(PwaStatus, { updates, useLanguage }));

  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // Whether the worker answers from what it kept because the server cannot be reached; asked once
  // now (this page may have opened from the cache), then told on each change.
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<NetworkState | undefined>) => {
    if (event.data?.type === 'NETWORK_STATE') serverState(event.data.offline);
  });
  const ask: WorkerMessage = { type: 'NETWORK_STATE?' };
  navigator.serviceWorker.controller?.postMessage(ask);
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('waiting', () => {
    pending = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    waiting?.(pending);
  });
  // A browser may refuse service workers (private modes, some in-app browsers, a policy): the app
  // then runs as a plain web page, online only, which is no error for the person using it.
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch (error) {
    console.warn('service worker not registered; the app works online only', error);
    return;
  }
  if (!registration) return;
  // What this page loaded before the worker controlled it, kept for the next offline start.
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}${base}assets/`));
  const message: WorkerMessage = { type: 'CACHE_URLS', urls };
  void workbox.messageSW(message).catch(() => undefined);
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
