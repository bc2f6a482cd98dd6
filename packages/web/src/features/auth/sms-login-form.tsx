import { useTranslation } from 'react-i18next';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { AuthForm } from './auth-form';
import { smsLoginProblems } from './login-validation';
import { MobileCodeFields, useMobileCode } from './mobile-code-fields';
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
  const code = useMobileCode();
  const submission = useCheckedSubmit({
    check: () => smsLoginProblems(code),
    send: async () => {
      const [mobile, smsCode] = [code.mobile.trim(), code.smsCode.trim()];
      if (signIn) await signIn(mobile, smsCode);
      else await signInWithSms({ mobile, smsCode, remember });
      onSignedIn();
    },
  });

  return (
    <AuthForm submitLabel={submitLabel ?? t('login.submit')} submission={submission}>
      <MobileCodeFields purpose="login" code={code} submission={submission} compact />
    </AuthForm>
  );
}
