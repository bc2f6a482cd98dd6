import { DotLoading } from 'antd-mobile';
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lazy-overlay.module.css';

/** What every overlay wrapped here takes: whether it is open. */
interface OverlayProps {
  visible?: boolean;
}

/**
 * What shows while an overlay's chunk is on its way (only on a slow network, the first time): a dimmed
 * screen with a sheet holding dots, where the overlay will slide up.
 */
function OverlayLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.mask}>
      <div className={styles.sheet} role="status" aria-label={t('nav.loading')}>
        <DotLoading color="primary" />
      </div>
    </div>
  );
}

/**
 * An antd-mobile overlay (Popup, Picker, CalendarPicker) whose code is fetched the first time it is
 * opened (issue 31). These overlays bring antd-mobile's animation and gesture libraries (react-spring
 * and @use-gesture, about 25 KB gzip), which a screen does not need until someone taps: with them in
 * the first load, 21 screens went over their 250 KB. Nothing renders until the first `visible`; then
 * the overlay stays mounted, so it closes with its own animation and opens at once the next time.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Overlay = lazy(async () => ({ default: await load() }));
  function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(Boolean(props.visible));
    // Set during render (React's pattern for state derived from props): the chunk is asked for in this
    // very render, not one effect later.
    if (props.visible && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={props.visible ? <OverlayLoading /> : null}>
        <Overlay {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
