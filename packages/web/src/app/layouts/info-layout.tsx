import { NavBar } from 'antd-mobile';
import { AppOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FadeOutlet } from '../../components/fade-outlet';
import { useRouteTitle } from '../route-meta';
import styles from './info-layout.module.css';
import { BackArrow } from '../../components/back-arrow';
import { NavTitle } from '../../components/nav-title';
import { useHasHeadingOne } from '../../components/use-has-heading-one';

const HOME_PATH = '/dashboard';

/** Sub-pages: a fixed top bar with back, the page title and a home button; no tab bar. */
export function InfoLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const title = useRouteTitle();
  const content = useRef<HTMLElement>(null);
  // The bar's title is the page's h1 unless the screen shows its own (a request's summary).
  const pageHasHeading = useHasHeadingOne(content);

  // 'default' is the key of the first location of this tab: there is no in-app page to go back to
  // (a shared link or a reload), so back leads home instead of leaving the app.
  const back = () => (location.key === 'default' ? navigate(HOME_PATH, { replace: true }) : navigate(-1));

  return (
    <>
      <header className={styles.bar}>
        <NavBar
          onBack={back}
          backIcon={<BackArrow />}
          right={
            <button
              type="button"
              className={styles.home}
              aria-label={t('nav.home')}
              onClick={() => navigate(HOME_PATH)}
            >
              <AppOutline />
            </button>
          }
        >
          <NavTitle heading={!pageHasHeading}>{title}</NavTitle>
        </NavBar>
      </header>
      <main ref={content} className={styles.content}>
        <FadeOutlet />
      </main>
    </>
  );
}
