import { activationEndpoints } from '@campus/contract/routes/api/oauth2/activation';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, http } from '../../api/http';
import { contractProblem, type FieldProblem } from '../../components/field-problem';
import { TextField } from '../../components/text-field';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { useSessionStore } from '../../stores/session';
import { fill, useActivateTexts } from './activate-texts';
import { AuthForm } from './auth-form';
import styles from './activate-page.module.css';
import { AuthFrame } from './auth-frame';
import { smsCodeProblem } from './login-validation';
import { SendCodeButton } from './send-code-button';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { newPasswordProblems } from './new-password-problems';
import { useCountdown } from './use-countdown';

/** The server accepts a new code for the same phone after a minute. */
const RESEND_AFTER_SECONDS = 60;
const ID_TAIL = /^[0-9]{5}[0-9Xx]$/;

interface Identity {
  number: string;
  idTail: string;
}

function identityProblems({ number, idTail }: Identity): { number?: FieldProblem; idTail?: FieldProblem } {
  return {
    number: number.trim() ? undefined : contractProblem('validation.required'),
    idTail: !idTail.trim()
      ? contractProblem('validation.required')
      : ID_TAIL.test(idTail.trim())
        ? undefined
        : contractProblem('validation.format'),
  };
}

/**
 * Activating an account the school imported (issue 28): no default password exists, so the person
 * proves who they are (number, the last six characters of the ID number on record, a code sent to
 * the phone on record, shown masked) and chooses their password, then signs in as usual.
 */
export function ActivatePage() {
  const texts = useActivateTexts();
  const navigate = useNavigate();
  const protectPassword = useSessionStore((state) => state.protectPassword);
  const [identity, setIdentity] = useState<Identity>({ number: '', idTail: '' });
  const [smsCode, setSmsCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { seconds, start } = useCountdown();
  const entry = useNewPassword();
  const body = () => ({ number: identity.number.trim(), idTail: identity.idTail.trim().toUpperCase() });

  const submission = useCheckedSubmit({
    check: () => ({
      ...identityProblems(identity),
      smsCode: smsCodeProblem(smsCode),
      ...newPasswordProblems(entry.password, entry.repeat),
    }),
    send: async () => {
      await call(activationEndpoints.activate, {
        body: { ...body(), smsCode: smsCode.trim(), password: await protectPassword(entry.password) },
      });
      Toast.show({ icon: 'success', content: texts.activated });
      navigate('/login', { replace: true, state: { username: identity.number.trim().toLowerCase() } });
    },
  });

  const sendCode = async () => {
    const problems = identityProblems(identity);
    submission.setProblems(problems);
    if (problems.number || problems.idTail) return;
    setSending(true);
    try {
      const reply = await call(activationEndpoints.sendCode, { body: body() });
      setSentTo(reply.data.mobile);
      start(RESEND_AFTER_SECONDS);
    } catch (error) {
      http.report(error);
    } finally {
      setSending(false);
    }
  };

  const identityField = (key: keyof Identity) => ({
    id: `activate-${key}`,
    label: texts[key],
    placeholder: texts[`${key}Placeholder`],
    problem: submission.problems[key],
    value: identity[key],
    onChange: (value: string) => setIdentity((current) => ({ ...current, [key]: value })),
  });

  return (
    <AuthFrame title={texts.title} hint={texts.hint}>
      <AuthForm submitLabel={texts.submit} submission={submission}>
        <TextField {...identityField('number')} autoCapitalize="off" autoComplete="username" maxLength={32} />
        <TextField {...identityField('idTail')} autoCapitalize="characters" maxLength={6} />
        <TextField
          id="activate-sms-code"
          label={texts.code}
          problem={submission.problems.smsCode}
          value={smsCode}
          onChange={setSmsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          extra={
            <SendCodeButton
              seconds={seconds}
              sending={sending}
              onSend={() => void sendCode()}
              label={texts.sendCode}
              waiting={fill(texts.resend, { seconds })}
            />
          }
        />
        {sentTo && (
          <p className={styles.note} role="status">
            {fill(texts.sentTo, { mobile: sentTo })}
          </p>
        )}
        <NewPasswordFields entry={entry} problems={submission.problems} passwordLabel="login.password" />
      </AuthForm>
    </AuthFrame>
  );
}
