import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import { AuthForm } from './auth-form';
import { mobileProblem, smsCodeProblem } from './login-validation';
import { MobileCodeFields, useMobileCode } from './mobile-code-fields';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';

/** Forgotten password: prove the account's mobile number with an SMS code, then set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const code = useMobileCode();
  const entry = useNewPassword();
  const submission = useCheckedSubmit({
    check: () => ({
      mobile: mobileProblem(code.mobile),
      smsCode: smsCodeProblem(code.smsCode),
      ...newPasswordProblems(entry.password, entry.repeat),
    }),
    send: async () => {
      const reply = await oauth2.resetPassword({
        mobile: code.mobile.trim(),
        smsCode: code.smsCode.trim(),
        password: await protectPassword(entry.password),
      });
      dataOf(reply);
      Toast.show({ icon: 'success', content: t('auth.passwordUpdated', { ns: 'contract' }) });
      navigate('/login', { replace: true });
    },
  });

  return (
    <AuthFrame title={t('route.resetPassword')} hint={t('resetPassword.hint')}>
      <AuthForm submitLabel={t('resetPassword.submit')} submission={submission}>
        <MobileCodeFields purpose="reset" code={code} submission={submission} />
        <NewPasswordFields entry={entry} problems={submission.problems} />
      </AuthForm>
    </AuthFrame>
  );
}
