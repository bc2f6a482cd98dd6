import { useTranslation } from 'react-i18next';

/**
 * The name of a NavBar's back arrow for screen readers (antd-mobile renders the arrow in a
 * role="button" without a name): pass as the NavBar's `back`. Not shown.
 */
export function BackLabel() {
  const { t } = useTranslation();
  return <span className="app-visually-hidden">{t('nav.back')}</span>;
}
