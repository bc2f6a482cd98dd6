import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { http, oauth2 } from '../../api/http';
import type { FieldProblem } from '../../components/field-problem';
import { SubmitForm } from '../../components/submit-form';
import { useSessionStore } from '../../stores/session';
import { AuthFrame } from './auth-frame';
import styles from './auth-form.module.css';
import { hasProblems, mobileProblem, smsCodeProblem } from './login-validation';
import { MobileField } from './mobile-field';
import { NewPasswordFields } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';
import { SmsCodeField } from './sms-code-field';

type Field = 'mobile' | 'smsCode' | 'password' | 'repeat';

/** Forgotten password: prove the account's mobile number with an SMS code, then set a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, FieldProblem>>>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const found = {
      mobile: mobileProblem(mobile),
      smsCode: smsCodeProblem(smsCode),
      ...newPasswordProblems(password, repeat),
    };
    setProblems(found);
    if (hasProblems(found) || submitting) return;
    setSubmitting(true);
    try {
      const reply = await oauth2.resetPassword({
        mobile: mobile.trim(),
        smsCode: smsCode.trim(),
        password: await protectPassword(password),
      });
      dataOf(reply);
      Toast.show({ icon: 'success', content: t('auth.passwordUpdated', { ns: 'contract' }) });
      navigate('/login', { replace: true });
    } catch (error) {
      http.report(error);
    } finally {
      setSubmitting(false);
    }
  };

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
