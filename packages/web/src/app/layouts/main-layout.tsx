import { lazy, Suspense } from 'react';
import { FadeOutlet } from '../../components/fade-outlet';
import { useRouteMeta } from '../route-meta';
import styles from './main-layout.module.css';

/**
 * The tab bar (antd-mobile's TabBar and Badge, the tab icons) comes in a chunk of its own: the
 * sign-in screens use this layout without it, so their first load does not carry it. The tab pages
 * people open the app at fetch it with their own chunk (vite.config.ts firstScreenPreload); until
 * it is there, an empty bar of the same height holds its place, so nothing moves.
 */
const AppTabBar = lazy(async () => ({ default: (await import('./app-tab-bar')).AppTabBar }));

/** Tab pages: the page above a fixed bottom tab bar, unless the page's meta hides the bar. */
export function MainLayout() {
  const { meta } = useRouteMeta();
  const showTabBar = !(meta?.layout === 'main' && meta.hideTabBar);
  return (
    <>
      <main className={showTabBar ? styles.aboveTabBar : undefined}>
        <FadeOutlet />
      </main>
      {showTabBar && (
        <Suspense fallback={<nav className={styles.tabBarPlace} aria-hidden="true" />}>
          <AppTabBar />
        </Suspense>
      )}
    </>
  );
}
