import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { oauth2 } from '../../api/http';
import { SubmitForm } from '../../components/submit-form';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import styles from './auth-form.module.css';
import { mobileProblem, smsCodeProblem } from './login-validation';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';
import { SmsCodeField } from './sms-code-field';

/** Forgotten password: prove the account's mobile number with an SMS code, then set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { problems, setProblems, submitting, submit } = useCheckedSubmit({
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

  return (
    <AuthFrame title={t('route.resetPassword')} hint={t('resetPassword.hint')}>
      <SubmitForm
        className={styles.form}
        submitLabel={t('resetPassword.submit')}
        submitting={submitting}
        onSubmit={submit}
      >
        <MobileField id="reset-mobile" value={mobile} onChange={setMobile} problem={problems.mobile} />
        <SmsCodeField
          id="reset-sms-code"
          mobile={mobile}
          purpose="reset"
          value={smsCode}
          onChange={setSmsCode}
          problem={problems.smsCode}
          onMobileChecked={(problem) => setProblems((current) => ({ ...current, mobile: problem }))}
        />
        <NewPasswordFields
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          problems={problems}
        />
      </SubmitForm>
    </AuthFrame>
  );
}
