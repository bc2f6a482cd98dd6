import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { AuthForm } from './auth-form';
import { smsLoginProblems } from './login-validation';
import { MobileCodeFields } from './mobile-code-fields';
import { signInWithSms } from './sign-in';

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
  const submission = useCheckedSubmit({
    check: () => smsLoginProblems({ mobile, smsCode }),
    send: async () => {
      if (signIn) await signIn(mobile.trim(), smsCode.trim());
      else await signInWithSms({ mobile: mobile.trim(), smsCode: smsCode.trim(), remember });
      onSignedIn();
    },
  });
  const { problems, setProblems } = submission;

  return (
    <AuthForm submitLabel={submitLabel ?? t('login.submit')} submission={submission}>
      <MobileCodeFields
        purpose="login"
        mobile={mobile}
        onMobileChange={setMobile}
        smsCode={smsCode}
        onSmsCodeChange={setSmsCode}
        problems={problems}
        setProblems={setProblems}
        compact
      />
    </AuthForm>
  );
}
