import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { useDropBootPicture } from './boot-picture';
import styles from './route-error.module.css';

/**
 * Shown when a page throws or its chunk fails to load (typically a dropped connection, or a new
 * deployment that removed the old chunk): reloading fetches the current build. Deliberately plain
 * (no ErrorBlock or Result artwork): it lives in the entry chunk.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useDropBootPicture();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page} role="alert">
      <ExclamationCircleOutline className={styles.icon} />
      <h1 className={styles.title}>{t('error.unexpected')}</h1>
      <p className={styles.hint}>{t('error.unexpectedHint')}</p>
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </div>
  );
}
