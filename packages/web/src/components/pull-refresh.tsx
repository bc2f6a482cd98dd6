import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pullStatus, pulledHeight, type PullStatus } from './pull-distance';
import styles from './pull-refresh.module.css';

const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
/** How long "refreshed" stays before the head closes, as antd-mobile's default. */
const COMPLETE_DELAY_MS = 500;

/** Whether the element and every scrolling box around it are at their top. */
function atTop(from: Element | null): boolean {
  for (let node: Element | null = from; node; node = node.parentElement) {
    if (node.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
}

/**
 * Pull down at the top of a list to load it again, with antd-mobile's look (its
 * PullToRefresh, issue 16): plain touch events and a CSS transition instead of react-spring and
 * use-gesture, the two largest libraries of a list screen's first load (about 70 KB of code to
 * evaluate before the list could show on a slow phone). The head follows the finger through a
 * style, so a pull re-renders nothing but the status text.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PullStatus>('pulling');
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  // The handlers below are attached once; they read the latest values through these.
  const latest = useRef({ status, onRefresh });
  latest.current = { status, onRefresh };

  useEffect(() => {
    const element = root.current;
    const headElement = head.current;
    if (!element || !headElement) return;
    let startY: number | undefined;
    let height = 0;
    const show = (to: number, animate: boolean) => {
      height = to;
      headElement.style.transition = animate ? '' : 'none';
      headElement.style.height = `${to}px`;
    };
    const close = () => {
      show(0, true);
      setStatus('pulling');
    };
    const onStart = (event: TouchEvent) => {
      const busy = latest.current.status === 'refreshing' || latest.current.status === 'complete';
      startY =
        !busy && event.touches.length === 1 && atTop(event.target as Element)
          ? event.touches[0]!.clientY
          : undefined;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === undefined) return;
      const distance = event.touches[0]!.clientY - startY;
      if (distance <= 0 && height === 0) return; // scrolling down the list, not pulling
      if (event.cancelable) event.preventDefault(); // the page must not scroll or bounce meanwhile
      show(pulledHeight(distance, HEAD_HEIGHT * 5), false);
      const next = pullStatus(height, THRESHOLD);
      if (next !== latest.current.status) setStatus(next);
    };
    const onEnd = () => {
      if (startY === undefined) return;
      startY = undefined;
      if (latest.current.status !== 'canRelease') {
        close();
        return;
      }
      show(HEAD_HEIGHT, true);
      setStatus('refreshing');
      latest.current.onRefresh().then(
        () => {
          setStatus('complete');
          setTimeout(close, COMPLETE_DELAY_MS);
        },
        // The list shows its own failure; the head just closes.
        close,
      );
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    // Not passive: a pull must stop the page from scrolling.
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  // The app's own words: antd-mobile's English says "Scroll down to refresh" (issue 30, item 22).
  const text = {
    pulling: t('list.pullToRefresh'),
    canRelease: t('list.releaseToRefresh'),
    refreshing: `${t('nav.loading')}...`,
    complete: t('list.refreshed'),
  }[status];
  return (
    <div ref={root} className={styles.root}>
      <div ref={head} className={styles.head} aria-hidden={status === 'pulling' || undefined}>
        <div className={styles.headContent} role="status">
          {text}
        </div>
      </div>
      <div>{children}</div>
    </div>
  );
}
