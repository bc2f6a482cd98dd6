import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import { AuthForm } from './auth-form';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';
import { ErrorBlock } from '../../components/error-block';

/**
 * The request layer opens this route with the variables of 6020109 (password expired) as its
 * state: username, userId, tenantid and loginState. This screen needs the account to name and the
 * login state, a one-time grant to set a new password without the old one.
 */
interface PasswordExpiry {
  username: string;
  loginState: string;
}

function expiryOf(state: unknown): PasswordExpiry | null {
  const value = state as Partial<PasswordExpiry> | null;
  return typeof value?.loginState === 'string' && typeof value.username === 'string'
    ? { username: value.username, loginState: value.loginState }
    : null;
}

/** The reset route (SPEC §2.1): a new password for an account whose password has expired. */
export function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expiry = expiryOf(useLocation().state);
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const entry = useNewPassword();
  const toLogin = (username?: string) =>
    navigate('/login', { replace: true, state: username ? { username } : null });

  const submission = useCheckedSubmit({
    check: () => newPasswordProblems(entry.password, entry.repeat),
    send: async () => {
      if (!expiry) return; // the form is shown only with the grant
      dataOf(
        await oauth2.resetPassword({
          loginState: expiry.loginState,
          password: await protectPassword(entry.password),
        }),
      );
      Toast.show({ icon: 'success', content: t('auth.passwordUpdated', { ns: 'contract' }) });
      toLogin(expiry.username);
    },
  });

  if (!expiry) {
    // Opened without the grant (a reload or a typed address): it cannot be used again anyway.
    return (
      <AuthFrame title={t('route.reset')}>
        <ErrorBlock status="default" title={t('reset.missingTitle')} description={t('reset.missing')}>
          <Button color="primary" shape="rounded" onClick={() => toLogin()}>
            {t('reset.backToLogin')}
          </Button>
        </ErrorBlock>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title={t('route.reset')} hint={t('reset.expiredHint', { username: expiry.username })}>
      <AuthForm submitLabel={t('password.submit')} submission={submission}>
        <NewPasswordFields entry={entry} problems={submission.problems} />
      </AuthForm>
    </AuthFrame>
  );
}
