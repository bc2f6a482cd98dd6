import { LoginState } from '@campus/contract';
import { LockIcon, UserIcon } from '../../components/form-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../api/core/request-error';
import { http } from '../../api/http';
import { useProblemText } from '../../components/form-field';
import { PasswordField } from '../../components/password-field';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { TextField } from '../../components/text-field';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { CaptchaField } from './captcha-field';
import { passwordLoginProblems } from './login-validation';
import { signInWithPassword } from './sign-in';
import { useCaptcha } from './use-captcha';

/** The server wants a captcha from now on: after the third wrong password, or when one was missing or wrong. */
function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  return (
    error.state === LoginState.CAPTCHA_REQUIRED ||
    error.state === LoginState.CAPTCHA_ERROR ||
    error.reply?.variables?.captcha === true
  );
}

interface PasswordLoginFormProps {
  initialUsername: string;
  remember: boolean;
  onSignedIn: () => void;
}

export function PasswordLoginForm({ initialUsername, remember, onSignedIn }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const captcha = useCaptcha();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [answer, setAnswer] = useState('');
  const submission = useCheckedSubmit({
    check: () => passwordLoginProblems({ username, password, captcha: answer }, captcha.visible),
    send: async () => {
      await signInWithPassword({
        username: username.trim(),
        password,
        remember,
        ...(captcha.visible ? { captcha: answer.trim(), requestId: captcha.requestId } : {}),
      });
      onSignedIn();
    },
    onError: (error) => {
      http.report(error);
      if (captcha.visible || asksForCaptcha(error)) {
        setAnswer('');
        void captcha.refresh();
      }
    },
  });
  const { problems } = submission;

  return (
    <AuthForm submitLabel={t('login.submit')} submission={submission}>
      <TextField
        id="login-username"
        label={t('login.username')}
        icon={<UserIcon />}
        problem={problems.username}
        name="username"
        value={username}
        onChange={setUsername}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        maxLength={64}
      />
      <PasswordField
        id="login-password"
        label={t('login.password')}
        icon={<LockIcon />}
        problem={problems.password}
        value={password}
        onChange={setPassword}
        placeholder={t('login.passwordPlaceholder')}
        autoComplete="current-password"
      />
      {captcha.visible && (
        <CaptchaField
          id="login-captcha"
          captcha={captcha}
          value={answer}
          onChange={setAnswer}
          problem={problems.captcha}
        />
      )}
      {problems.form && (
        <p className={styles.formError} role="alert">
          {problemText(problems.form)}
        </p>
      )}
    </AuthForm>
  );
}
