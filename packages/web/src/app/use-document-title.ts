import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewStore } from '../stores/view';
import { useRouteTitle } from './route-meta';

/** After each navigation (and language switch): "<page title> - <app name>" (SPEC §2.2). */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const appName = t('app.name');
  const setTitle = useViewStore((state) => state.setTitle);

  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
    setTitle(title);
  }, [title, appName, setTitle]);
}
