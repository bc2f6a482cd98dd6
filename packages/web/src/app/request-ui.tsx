import { ERROR_TOAST_MS } from '@campus/contract';
import type { RequestUi } from '../api/core/types';
import { useSessionStore } from '../stores/session';
import { useViewStore } from '../stores/view';
import { loginPath } from './guard/navigation-guard';
import styles from './request-ui.module.css';

const feedback = () => import('../components/feedback-chunk');
const FEEDBACK_PRELOAD_DELAY_MS = 5000;

/**
 * Fetches Toast and Dialog a while after start, so a failure later shows at once (offline too).
 * Not sooner: evaluating them (with the animation library) was a long task just after the first
 * screen, and on a slow network their download shared the bandwidth with that screen (issue 16).
 */
export function preloadFeedback(): void {
  const load = () => void feedback().catch(() => undefined);
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
    else load();
  }, FEEDBACK_PRELOAD_DELAY_MS);
}

interface Navigation {
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): unknown;
  /** Path and query of the current page, below the base. */
  currentPath(): string;
}

/** The request layer's user interface in this app: antd-mobile toasts and dialogs, router navigation. */
export function createRequestUi({ navigate, currentPath }: Navigation): RequestUi {
  // antd-mobile shows one toast at a time: an error replaces the loading toast, and hiding the
  // loading toast later must not close that error.
  let showing: 'loading' | 'message' | null = null;

  return {
    error(text) {
      void feedback().then(
        ({ Toast }) => {
          showing = 'message';
          Toast.show({
            content: <span className={styles.message}>{text}</span>,
            duration: ERROR_TOAST_MS,
            maskClassName: styles.passThrough,
            afterClose: () => {
              if (showing === 'message') showing = null;
            },
          });
        },
        // Offline before the chunk arrived: the console is all that is left.
        () => console.error(text),
      );
    },
    loading(visible) {
      useViewStore.getState().setLoading(visible);
      void feedback().then(
        ({ Toast }) => {
          // The chunk may arrive after the requests finished; follow the state as it is now.
          const shouldShow = useViewStore.getState().isLoading;
          // Never over a message: on a first load the chunk can arrive for this call after an
          // error toast was shown (the error's call found the chunk's styles already loading),
          // and the loading toast would then replace the error before anyone could read it.
          if (shouldShow && showing === null) {
            showing = 'loading';
            Toast.show({ icon: 'loading', duration: 0, maskClickable: false });
          } else if (!shouldShow && showing === 'loading') {
            showing = null;
            Toast.clear();
          }
        },
        () => undefined,
      );
    },
    confirmLogout: ({ title, content, cancel, confirm }) =>
      feedback().then(
        ({ Dialog }) => Dialog.confirm({ title, content, cancelText: cancel, confirmText: confirm }),
        // Without the dialog's chunk the browser's own confirm still asks the same question.
        () => window.confirm(content),
      ),
    endSession() {
      useSessionStore.getState().clearLocal();
      navigate(loginPath(currentPath()), { replace: true });
    },
    openReset(variables) {
      navigate('/reset', { state: variables });
    },
    reload() {
      window.location.replace(import.meta.env.BASE_URL);
    },
  };
}
