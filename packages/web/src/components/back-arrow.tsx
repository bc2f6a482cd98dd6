import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/**
 * A NavBar's back arrow with a name for screen readers: pass as the NavBar's `backIcon`.
 * antd-mobile puts the arrow in a role="button" without a name, and hides its `back` text from
 * screen readers (aria-hidden), so the name rides with the icon, visually hidden.
 */
export function BackArrow() {
  const { t } = useTranslation();
  return (
    <>
      <LeftOutline />
      <span className="app-visually-hidden">{t('nav.back')}</span>
    </>
  );
}
