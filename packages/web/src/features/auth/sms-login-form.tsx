import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '../../components/submit-form';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import styles from './auth-form.module.css';
import { smsLoginProblems } from './login-validation';
import { MobileField } from './mobile-field';
import { signInWithSms } from './sign-in';
import { SmsCodeField } from './sms-code-field';

interface SmsLoginFormProps {
  remember: boolean;
  onSignedIn: () => void;
  /** Another sign-in by mobile and code (binding a messenger identity); default: the SMS login. */
  signIn?: (mobile: string, smsCode: string) => Promise<void>;
  submitLabel?: string;
}

/** Signing in with a mobile number and the code sent to it (also: binding a messenger identity so). */
export function SmsLoginForm({ remember, onSignedIn, signIn, submitLabel }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const { problems, setProblems, submitting, submit } = useCheckedSubmit({
    check: () => smsLoginProblems({ mobile, smsCode }),
    send: async () => {
      if (signIn) await signIn(mobile.trim(), smsCode.trim());
      else await signInWithSms({ mobile: mobile.trim(), smsCode: smsCode.trim(), remember });
      onSignedIn();
    },
  });

  return (
    <SubmitForm
      className={styles.form}
      submitLabel={submitLabel ?? t('login.submit')}
      submitting={submitting}
      onSubmit={submit}
    >
      <MobileField id="login-mobile" value={mobile} onChange={setMobile} problem={problems.mobile} compact />
      <SmsCodeField
        id="login-sms-code"
        mobile={mobile}
        purpose="login"
        value={smsCode}
        onChange={setSmsCode}
        problem={problems.smsCode}
        onMobileChecked={(problem) => setProblems((current) => ({ ...current, mobile: problem }))}
        compact
      />
    </SubmitForm>
  );
}
