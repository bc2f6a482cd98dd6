import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '@campus/contract';
import styles from './pwa-status.module.css';
import { PWA_TEXTS } from './pwa-texts';

/** What the service worker last said (NetworkState): its last request to the server failed. */
let workerOffline = false;
const workerListeners = new Set<() => void>();

/** Called by start-pwa.ts with each NetworkState the worker sends. */
export function setWorkerOffline(offline: boolean): void {
  if (workerOffline === offline) return;
  workerOffline = offline;
  workerListeners.forEach((listener) => listener());
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  workerListeners.add(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    workerListeners.delete(onChange);
  };
}

/**
 * Whether the server can be reached: the browser says it has a network, and the service worker's
 * last request to the server did not fail (offline-cache.ts NetworkState says why both).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine && !workerOffline);
}

export interface UpdateSignal {
  /** Calls back once a new version is waiting, with what applies it. */
  onWaiting(listener: (apply: () => void) => void): void;
}

/**
 * Above every screen: a banner while offline (the screens show the replies last seen), and the
 * "new version" prompt whose Refresh applies the waiting service worker and reloads.
 */
export function PwaStatus({ updates, useLanguage }: { updates: UpdateSignal; useLanguage: () => Language }) {
  const language = useLanguage();
  const texts = PWA_TEXTS[language];
  const online = useOnline();
  const [apply, setApply] = useState<(() => void) | null>(null);
  useEffect(() => updates.onWaiting((next) => setApply(() => next)), [updates]);

  return (
    <>
      {!online && (
        <div className={styles.offline} role="status" data-testid="offline-banner">
          {texts.offline}
        </div>
      )}
      {apply && (
        <div className={styles.update} role="alert" data-testid="update-prompt">
          <span>{texts.update}</span>
          <button type="button" onClick={() => setApply(null)}>
            {texts.later}
          </button>
          <button type="button" className={styles.primary} onClick={apply}>
            {texts.refresh}
          </button>
        </div>
      )}
    </>
  );
}
