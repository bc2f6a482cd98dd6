/** The global loading toast (SPEC §4.3): on while any request that asked for it is in flight. */
export interface LoadingCounter {
  start(): void;
  stop(): void;
}

/**
 * Shows at the first request and hides `hideDelayMs` after the count returns to zero, so a
 * request that follows right after another does not make the toast flicker off and on.
 */
export function createLoadingCounter(
  setVisible: (visible: boolean) => void,
  hideDelayMs: number,
): LoadingCounter {
  let active = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    start() {
      active += 1;
      if (hideTimer !== undefined) {
        clearTimeout(hideTimer);
        hideTimer = undefined;
      }
      if (!visible) {
        visible = true;
        setVisible(true);
      }
    },
    stop() {
      active = Math.max(0, active - 1);
      if (active > 0 || hideTimer !== undefined) return;
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        visible = false;
        setVisible(false);
      }, hideDelayMs);
    },
  };
}
