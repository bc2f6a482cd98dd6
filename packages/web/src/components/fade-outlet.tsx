import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { prefersReducedMotion } from '../lib/motion';
import styles from './fade-outlet.module.css';

/** Each half of the out-in transition; the whole switch takes about 200 ms. */
const FADE_MS = 100;

interface View {
  path: string;
  element: ReactNode;
}

/**
 * Renders the matched child route with an out-in fade (SPEC §2.2): the leaving view fades out
 * first, and only then does the entering view mount and fade in.
 */
export function FadeOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const [current, setCurrent] = useState<View>({ path: pathname, element: outlet });
  const [leaving, setLeaving] = useState<View | null>(null);

  // Adjusting state while rendering (not in an effect) keeps the old view on screen in the very
  // render where the location changes, so the new view never flashes before the old one fades.
  if (pathname !== current.path) {
    setCurrent({ path: pathname, element: outlet });
    // A second navigation during a fade keeps fading the view that is actually on screen.
    if (!prefersReducedMotion()) setLeaving((onScreen) => onScreen ?? current);
  }

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLeaving(null), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);

  const style = { '--fade-ms': `${FADE_MS}ms` } as CSSProperties;
  if (leaving) {
    return (
      <div key={leaving.path} className={styles.leaving} style={style} aria-hidden>
        {leaving.element}
      </div>
    );
  }
  return (
    <div key={pathname} className={styles.entering} style={style}>
      {outlet}
    </div>
  );
}
