import { List } from 'antd-mobile';
import {
  AppstoreOutline,
  BellOutline,
  GlobalOutline,
  InformationCircleOutline,
  KeyOutline,
  LinkOutline,
  LockOutline,
  QuestionCircleOutline,
  SetOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { appConfig } from '../../api/app-config';
import { http, serverAddresses } from '../../api/http';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { useSessionStore } from '../../stores/session';
import { useViewStore } from '../../stores/view';
import { useEnvironmentName } from './environment-name';
import styles from './my-index-page.module.css';
import { ProfileHeader } from './profile-header';
import { signedInWith } from './sso-session';

// The popups bring antd-mobile's animation and gesture libraries (about 30 KB gzip): load them on
// the first tap instead of with the page.
const LanguagePopup = lazy(() =>
  import('./language-popup').then((module) => ({ default: module.LanguagePopup })),
);
const TenantPopup = lazy(() => import('./tenant-popup').then((module) => ({ default: module.TenantPopup })));
const EnvironmentPopup = lazy(() =>
  import('./environment-popup').then((module) => ({ default: module.EnvironmentPopup })),
);

type PopupName = 'language' | 'tenant' | 'environment';

/** The My tab (SPEC §2.3): personal information, help, settings and the account's switches. */
export function MyIndexPage() {
  const { t } = useTranslation();
  const environmentName = useEnvironmentName();
  const navigate = useNavigate();
  const language = useViewStore((state) => state.language);
  const userInfo = useSessionStore((state) => state.userInfo);
  const logout = useSessionStore((state) => state.logout);
  const [open, setOpen] = useState<PopupName | null>(null);
  // A popup stays mounted after its first opening, so closing it can animate.
  const [mounted, setMounted] = useState<ReadonlySet<PopupName>>(new Set());
  const show = (name: PopupName) => {
    setMounted((current) => new Set(current).add(name));
    setOpen(name);
  };
  const close = () => setOpen(null);

  const currentTenant = userInfo?.tenants.find((tenant) => tenant.id === userInfo.tenantId);
  const { base, single } = serverAddresses.current();
  const environment = appConfig.environments.find(
    (option) => option.value === base && option.single === single,
  );

  const signOut = async () => {
    try {
      // A session from the school's sign-in (CAS, OIDC) is signed out there too: say so.
      const [{ confirmQuit }, provider] = await Promise.all([import('./sign-out'), signedInWith()]);
      const question = provider ? t('my.quitConfirmSso', { name: provider.name }) : t('my.quitConfirm');
      if (!(await confirmQuit(question))) return;
      const providerLogout = await logout();
      if (providerLogout) window.location.assign(providerLogout);
      else navigate('/login', { replace: true });
    } catch (error) {
      http.report(error);
    }
  };

  return (
    <>
      <ProfileHeader userInfo={userInfo} />
      <div className={styles.groups}>
        <List className={styles.group}>
          <List.Item prefix={<InformationCircleOutline />} onClick={() => navigate('/my/aboutUs')}>
            {t('my.aboutUs')}
          </List.Item>
          <List.Item prefix={<QuestionCircleOutline />} onClick={() => navigate('/my/help')}>
            {t('my.help')}
          </List.Item>
        </List>
        <List className={styles.group}>
          <List.Item prefix={<LockOutline />} onClick={() => navigate('/my/changePassword')}>
            {t('my.changePassword')}
          </List.Item>
          <List.Item
            prefix={<AppstoreOutline />}
            extra={currentTenant?.shortName ?? currentTenant?.name}
            onClick={() => show('tenant')}
          >
            {t('my.switchTenant')}
          </List.Item>
          <List.Item
            prefix={<GlobalOutline />}
            extra={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}
            onClick={() => show('language')}
          >
            {t('my.switchLanguage')}
          </List.Item>
          <List.Item prefix={<SetOutline />} onClick={() => navigate('/my/setting')}>
            {t('my.setting')}
          </List.Item>
          <List.Item
            prefix={<LinkOutline />}
            extra={environmentName(environment)}
            onClick={() => show('environment')}
          >
            {t('my.switchEnvironment')}
          </List.Item>
          <List.Item prefix={<UserAddOutline />} onClick={() => navigate('/my/bindings')}>
            {t('my.bindings')}
          </List.Item>
          <List.Item prefix={<BellOutline />} onClick={() => navigate('/my/push')}>
            {t('my.push')}
          </List.Item>
          {userInfo?.isTenantAdmin && (
            <List.Item prefix={<KeyOutline />} onClick={() => navigate('/my/sso')}>
              {t('my.sso')}
            </List.Item>
          )}
          {userInfo?.isTenantAdmin && (
            <List.Item prefix={<AppstoreOutline />} onClick={() => navigate('/admin')}>
              {t('my.admin')}
            </List.Item>
          )}
        </List>
        <List className={styles.group}>
          <List.Item className={styles.signOut} arrow={false} onClick={() => void signOut()}>
            {t('my.signOut')}
          </List.Item>
        </List>
      </div>
      <Suspense fallback={null}>
        {mounted.has('language') && <LanguagePopup visible={open === 'language'} onClose={close} />}
        {mounted.has('tenant') && <TenantPopup visible={open === 'tenant'} onClose={close} />}
        {mounted.has('environment') && <EnvironmentPopup visible={open === 'environment'} onClose={close} />}
      </Suspense>
    </>
  );
}
