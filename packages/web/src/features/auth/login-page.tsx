import { DotLoading } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../../lib/redirect-target';
import { useSessionStore } from '../../stores/session';
import { useActivateLinkText } from './activate-link-text';
import { LanguageSwitch } from './language-switch';
import styles from './login-page.module.css';
import { PasswordLoginForm } from './password-login-form';
import { RememberMe } from './remember-me';

// Most people sign in with their password: the SMS form loads when its tab is first opened.
const SmsLoginForm = lazy(() =>
  import('./sms-login-form').then((module) => ({ default: module.SmsLoginForm })),
);
// The schools' single sign-on buttons (issue 15): their own chunk, after the form has rendered.
const SsoProviders = lazy(() =>
  import('./sso-providers').then((module) => ({ default: module.SsoProviders })),
);

type Method = 'password' | 'sms';

/** The username a screen handed over (registration, reset), to spare typing it again. */
function handedUsername(state: unknown): string {
  const username = (state as { username?: unknown } | null)?.username;
  return typeof username === 'string' ? username : '';
}

/** Sign-in (SPEC §2.3): username and password, or mobile and SMS code. */
export function LoginPage() {
  const { t } = useTranslation();
  const activateLinkText = useActivateLinkText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const regOpen = useSessionStore((state) => state.regOpen);
  const loadOpenSettings = useSessionStore((state) => state.loadOpenSettings);
  const [method, setMethod] = useState<Method>('password');
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    // Failures were shown by the request layer; the page works without the register link.
    loadOpenSettings().catch(() => undefined);
  }, [loadOpenSettings]);

  const enter = () => navigate(redirectTarget(params.get('redirect')), { replace: true });
  const tab = (value: Method, label: string) => (
    <button
      type="button"
      role="tab"
      id={`login-tab-${value}`}
      aria-selected={method === value}
      aria-controls="login-panel"
      className={styles.tab}
      onClick={() => setMethod(value)}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <img
          className={styles.logo}
          src={`${import.meta.env.BASE_URL}favicon.svg`}
          alt=""
          width={56}
          height={56}
        />
        <h1 className={styles.appName}>{t('app.name')}</h1>
        <p className={styles.slogan}>{t('app.description')}</p>
      </header>

      <section className={styles.card} aria-label={t('route.login')}>
        <div className={styles.tabs} role="tablist">
          {tab('password', t('login.tabPassword'))}
          {tab('sms', t('login.tabSms'))}
        </div>
        <div id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${method}`}>
          {method === 'password' ? (
            <PasswordLoginForm
              initialUsername={handedUsername(location.state)}
              remember={remember}
              onSignedIn={enter}
            />
          ) : (
            <Suspense
              fallback={
                <div className={styles.panelLoading}>
                  <DotLoading color="primary" />
                </div>
              }
            >
              <SmsLoginForm remember={remember} onSignedIn={enter} />
            </Suspense>
          )}
        </div>
        <div className={styles.options}>
          <RememberMe checked={remember} onChange={setRemember} />
          <Link to="/reset_password" className={styles.link}>
            {t('login.forgetPassword')}
          </Link>
        </div>
      </section>

      <Suspense fallback={null}>
        <SsoProviders wanted={redirectTarget(params.get('redirect'), '/dashboard')} />
      </Suspense>

      <p className={styles.register}>
        <Link to="/activate" className={styles.link}>
          {activateLinkText}
        </Link>
      </p>

      {regOpen && (
        <p className={styles.register}>
          {t('login.noAccount')}
          <Link to="/register" className={styles.link}>
            {t('login.register')}
          </Link>
        </p>
      )}

      <footer className={styles.footer}>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
