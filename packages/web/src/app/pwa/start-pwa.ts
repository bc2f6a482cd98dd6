import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import type { WorkerMessage } from '../../lib/offline-cache';
import { PwaStatus, type UpdateSignal } from './pwa-status';

/** How often a long-open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw.ts) and shows the offline banner and the update prompt.
 * main.tsx imports this after the page has loaded, so none of it weighs on the first screen.
 */
export async function startPwa(): Promise<void> {
  let waiting: ((apply: () => void) => void) | null = null;
  let pending: (() => void) | null = null;
  const updates: UpdateSignal = {
    onWaiting(listener) {
      waiting = listener;
      if (pending) listener(pending);
    },
  };
  const host = document.createElement('div');
  host.id = 'pwa-status';
  document.body.append(host);
  createRoot(host).render(createElement(PwaStatus, { updates }));

  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('waiting', () => {
    pending = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    waiting?.(pending);
  });
  const registration = await workbox.register();
  // What this page loaded before the worker controlled it, kept for the next offline start.
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}${base}assets/`));
  const message: WorkerMessage = { type: 'CACHE_URLS', urls };
  void workbox.messageSW(message).catch(() => undefined);
  if (registration) {
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  }
}
