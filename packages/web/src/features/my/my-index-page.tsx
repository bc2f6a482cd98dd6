import { List } from 'antd-mobile';
import {
  AppstoreOutline,
  GlobalOutline,
  InformationCircleOutline,
  LinkOutline,
  LockOutline,
  QuestionCircleOutline,
  SetOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useViewStore } from '../../stores/view';
import styles from './my-index-page.module.css';

// The popup brings antd-mobile's animation and gesture libraries (about 30 KB gzip): load them on
// the first tap instead of with the page.
const LanguagePopup = lazy(() =>
  import('./language-popup').then((module) => ({ default: module.LanguagePopup })),
);

/**
 * The My tab (SPEC §2.3). Entries whose screens arrive with later work (help, password, tenant,
 * setting, environment, sign-out) are shown disabled rather than leading nowhere.
 */
export function MyIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useViewStore((state) => state.language);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  // Stays mounted after the first open, so closing can animate.
  const [languagePopupMounted, setLanguagePopupMounted] = useState(false);
  const chooseLanguage = () => {
    setLanguagePopupMounted(true);
    setChoosingLanguage(true);
  };

  return (
    <>
      <PageHeader title={t('route.my')} />
      <div className={styles.groups}>
        <List className={styles.group}>
          <List.Item prefix={<InformationCircleOutline />} onClick={() => navigate('/my/aboutUs')}>
            {t('my.aboutUs')}
          </List.Item>
          <List.Item prefix={<QuestionCircleOutline />} disabled>
            {t('my.help')}
          </List.Item>
        </List>
        <List className={styles.group}>
          <List.Item prefix={<LockOutline />} disabled>
            {t('my.changePassword')}
          </List.Item>
          <List.Item prefix={<AppstoreOutline />} disabled>
            {t('my.switchTenant')}
          </List.Item>
          <List.Item
            prefix={<GlobalOutline />}
            extra={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
            onClick={chooseLanguage}
          >
            {t('my.switchLanguage')}
          </List.Item>
          <List.Item prefix={<SetOutline />} disabled>
            {t('my.setting')}
          </List.Item>
          <List.Item prefix={<LinkOutline />} disabled>
            {t('my.switchEnvironment')}
          </List.Item>
        </List>
        <List className={styles.group}>
          <List.Item className={styles.signOut} disabled>
            {t('my.signOut')}
          </List.Item>
        </List>
      </div>
      {languagePopupMounted && (
        <Suspense fallback={null}>
          <LanguagePopup visible={choosingLanguage} onClose={() => setChoosingLanguage(false)} />
        </Suspense>
      )}
    </>
  );
}
