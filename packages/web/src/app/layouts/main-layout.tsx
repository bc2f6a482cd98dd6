import { FadeOutlet } from '../../components/fade-outlet';
import { useRouteMeta } from '../route-meta';
import { AppTabBar } from './app-tab-bar';
import styles from './main-layout.module.css';

/** Tab pages: the page above a fixed bottom tab bar, unless the page's meta hides the bar. */
export function MainLayout() {
  const { meta } = useRouteMeta();
  const showTabBar = !(meta?.layout === 'main' && meta.hideTabBar);
  return (
    <>
      <main className={showTabBar ? styles.aboveTabBar : undefined}>
        <FadeOutlet />
      </main>
      {showTabBar && <AppTabBar />}
    </>
  );
}
