import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import {
  useLocation,
  useNavigationType,
  useOutlet,
  UNSAFE_LocationContext as LocationContext,
  type Location,
  type NavigationType,
} from 'react-router';
import { prefersReducedMotion } from '../lib/motion';
import styles from './fade-outlet.module.css';

/** Each half of the out-in transition; the whole switch takes about 200 ms. */
const FADE_MS = 100;

interface View {
  path: string;
  element: ReactNode;
  /** Where the view was opened: it keeps reading its own address while it fades out. */
  location: Location;
  navigationType: NavigationType;
}

/**
 * Renders the matched child route with an out-in fade (SPEC §2.2): the leaving view fades out
 * first, and only then does the entering view mount and fade in.
 */
export function FadeOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { pathname } = location;
  const outlet = useOutlet();
  const [current, setCurrent] = useState<View>({ path: pathname, element: outlet, location, navigationType });
  const [leaving, setLeaving] = useState<View | null>(null);

  // Adjusting state while rendering (not in an effect) keeps the old view on screen in the very
  // render where the location changes, so the new view never flashes before the old one fades.
  if (pathname !== current.path) {
    setCurrent({ path: pathname, element: outlet, location, navigationType });
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
    // The leaving view still reads its own address: a task page fading out after 同意 must not
    // see the list's query (no taskId) and ask the server for a task without an id.
    return (
      <div key={leaving.path} className={styles.leaving} style={style} aria-hidden>
        <LocationContext.Provider
          value={{ location: leaving.location, navigationType: leaving.navigationType }}
        >
          {leaving.element}
        </LocationContext.Provider>
      </div>
    );
  }
  return (
    <div key={pathname} className={styles.entering} style={style}>
      {outlet}
    </div>
  );
}
