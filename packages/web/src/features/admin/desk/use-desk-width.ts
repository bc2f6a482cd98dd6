import { useEffect } from 'react';

/** The width a desk screen is laid out for (issue 28: administration is desk work). */
const DESK_WIDTH = '1280px';

/**
 * Widens the app to a desk's width while the screen is shown and gives the phone width back when
 * it is left. The shell caps every screen at a phone's width (--app-max-width); until it offers a
 * desk layout of its own, an administration screen asks for the room itself.
 */
export function useDeskWidth(): void {
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.getPropertyValue('--app-max-width');
    root.setProperty('--app-max-width', DESK_WIDTH);
    return () => {
      if (before) root.setProperty('--app-max-width', before);
      else root.removeProperty('--app-max-width');
    };
  }, []);
}
