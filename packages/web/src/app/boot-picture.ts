import { useLayoutEffect } from 'react';

/**
 * Takes away index.html's boot picture (the login's band and logo, drawn before the code came)
 * when the first real screen commits: a layout effect runs before that screen is painted, so the
 * two are never painted together and nothing blank shows between them. Called by the root layout
 * and by the root's error page, the two things the router renders first.
 */
export function useDropBootPicture(): void {
  useLayoutEffect(() => {
    document.getElementById('boot')?.remove();
  }, []);
}
