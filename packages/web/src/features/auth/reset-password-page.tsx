import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import { AuthForm } from './auth-form';
import { mobileProblem, smsCodeProblem } from './login-validation';
import { MobileCodeFields } from './mobile-code-fields';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';

/** Forgotten password: prove the account's mobile number with an SMS code, then set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const submission = useCheckedSubmit({
    check: () => ({
      mobile: mobileProblem(mobile),
      smsCode: smsCodeProblem(smsCode),
      ...newPasswordProblems(password, repeat),
    }),
    send: async () => {
      const reply = await oauth2.resetPassword({
        mobile: mobile.trim(),
        smsCode: smsCode.trim(),
        password: await protectPassword(password),
      });
      dataOf(reply);
      Toast.show({ icon: 'success', content: t('auth.passwordUpdated', { ns: 'contract' }) });
      navigate('/login', { replace: true });
    },
  });
  const { problems, setProblems } = submission;

  return (
    <AuthFrame title={t('route.resetPassword')} hint={t('resetPassword.hint')}>
      <AuthForm submitLabel={t('resetPassword.submit')} submission={submission}>
        <MobileCodeFields
          purpose="reset"
          mobile={mobile}
          onMobileChange={setMobile}
          smsCode={smsCode}
          onSmsCodeChange={setSmsCode}
          problems={problems}
          setProblems={setProblems}
        />
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          problems={problems}
        />
      </AuthForm>
    </AuthFrame>
  );
}
