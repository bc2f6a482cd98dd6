import { Button, DotLoading, Selector, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { useProblemText } from '../../components/form-field';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { TextField } from '../../components/text-field';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import { AuthForm } from './auth-form';
import { MobileCodeFields, useMobileCode } from './mobile-code-fields';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { presetTenant, registrationProblems, type RegistrationForm } from './registration-problems';
import registerStyles from './register-page.module.css';
import { ErrorBlock } from '../../components/error-block';

type Status = 'loading' | 'failed' | 'ready';

/** The form's own fields; the mobile number with its code and the new password have their fields' state. */
type OwnFields = Omit<RegistrationForm, 'mobile' | 'smsCode' | 'password' | 'repeat'>;

const EMPTY_FORM: OwnFields = { account: '', fullname: '', email: '', tenantId: '' };

/** Registration (SPEC §2.1): a student account, with a verified mobile number, in one of the schools. */
export function RegisterPage() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const regOpen = useSessionStore((state) => state.regOpen);
  const openTenants = useSessionStore((state) => state.openTenants);
  const loadOpenSettings = useSessionStore((state) => state.loadOpenSettings);
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [status, setStatus] = useState<Status>('loading');
  const [form, setForm] = useState(EMPTY_FORM);
  const code = useMobileCode();
  const entry = useNewPassword();

  const load = useCallback(() => {
    setStatus('loading');
    loadOpenSettings().then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  }, [loadOpenSettings]);
  useEffect(load, [load]);

  // The school the address names, or the only one: chosen already (the user may change it).
  const tenantId = form.tenantId || presetTenant(openTenants, params.get('tenant'));
  const field = <K extends keyof OwnFields>(key: K) => ({
    value: form[key],
    onChange: (value: OwnFields[K]) => setForm((current) => ({ ...current, [key]: value })),
  });

  const submission = useCheckedSubmit({
    check: () => registrationProblems({ ...form, ...code, ...entry, tenantId }),
    send: async () => {
      const email = form.email.trim();
      const reply = await oauth2.register({
        account: form.account.trim(),
        fullname: form.fullname.trim(),
        mobile: code.mobile.trim(),
        smsCode: code.smsCode.trim(),
        password: await protectPassword(entry.password),
        tenantId,
        ...(email ? { email } : {}),
      });
      const { account } = dataOf(reply);
      Toast.show({ icon: 'success', content: t('register.success') });
      navigate('/login', { replace: true, state: { username: account } });
    },
  });
  const { problems } = submission;

  if (status === 'loading') {
    return (
      <AuthFrame title={t('route.register')}>
        <div className={registerStyles.status} role="status" aria-label={t('nav.loading')}>
          <DotLoading color="primary" />
        </div>
      </AuthFrame>
    );
  }
  if (status === 'failed' || !regOpen || openTenants.length === 0) {
    return (
      <AuthFrame title={t('route.register')}>
        <ErrorBlock
          status={status === 'failed' ? 'disconnected' : 'default'}
          title={status === 'failed' ? t('register.loadFailed') : t('state.6040105', { ns: 'contract' })}
          description={status === 'failed' ? t('error.unexpectedHint') : t('register.closedHint')}
        >
          {status === 'failed' ? (
            <Button color="primary" shape="rounded" onClick={load}>
              {t('error.reload')}
            </Button>
          ) : (
            <Button color="primary" shape="rounded" onClick={() => navigate('/login', { replace: true })}>
              {t('reset.backToLogin')}
            </Button>
          )}
        </ErrorBlock>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('route.register')} hint={t('register.hint')}>
      <AuthForm submitLabel={t('register.submit')} submission={submission}>
        {openTenants.length === 1 && (
          <p className={registerStyles.oneTenant}>{t('register.tenantIs', { name: openTenants[0]!.name })}</p>
        )}
        {openTenants.length > 1 && (
          <div className={registerStyles.tenants} role="group" aria-labelledby="register-tenant">
            <span id="register-tenant" className={registerStyles.tenantsLabel}>
              {t('register.tenant')}
            </span>
            <Selector
              columns={2}
              options={openTenants.map((tenant) => ({
                label: tenant.shortName || tenant.name,
                value: tenant.id,
              }))}
              value={tenantId ? [tenantId] : []}
              onChange={(values) => field('tenantId').onChange(values[0] ?? '')}
            />
            {problems.tenantId && (
              <p className={registerStyles.tenantsError} role="alert">
                {problemText(problems.tenantId)}
              </p>
            )}
          </div>
        )}
        <TextField
          id="register-account"
          label={t('register.account')}
          problem={problems.account}
          {...field('account')}
          placeholder={t('register.accountPlaceholder')}
          autoComplete="username"
          autoCapitalize="off"
          maxLength={32}
        />
        <TextField
          id="register-fullname"
          label={t('register.fullname')}
          problem={problems.fullname}
          {...field('fullname')}
          placeholder={t('register.fullnamePlaceholder')}
          autoComplete="name"
          maxLength={50}
        />
        <MobileCodeFields purpose="register" code={code} submission={submission} />
        <NewPasswordFields entry={entry} problems={problems} passwordLabel="login.password" />
        <TextField
          id="register-email"
          label={t('register.email')}
          problem={problems.email}
          {...field('email')}
          placeholder={t('register.emailPlaceholder')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={200}
        />
      </AuthForm>
    </AuthFrame>
  );
}
