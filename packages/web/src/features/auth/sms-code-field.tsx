import { MessageIcon } from '../../components/form-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '../../api/core/reply-data';
import { RequestError } from '../../api/core/request-error';
import { http, oauth2 } from '../../api/http';
import { variableOf, type SmsPurpose } from '../../api/oauth2';
import type { FieldProblem } from '../../components/field-problem';
import { TextField } from '../../components/text-field';
import { mobileProblem, SMS_CODE_LENGTH } from './login-validation';
import { SendCodeButton } from './send-code-button';
import { useCountdown } from './use-countdown';

/** The server accepts a new code for the same number after a minute. */
const RESEND_AFTER_SECONDS = 60;

interface SmsCodeFieldProps {
  id: string;
  /** The number the code goes to; checked before sending. */
  mobile: string;
  purpose: SmsPurpose;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem;
  /** Reports the mobile number's problem (or its absence) when sending is tried. */
  onMobileChecked: (problem: FieldProblem | undefined) => void;
  /** The login screen's compact row with an icon; elsewhere the label sits above. */
  compact?: boolean;
}

/** The SMS code input with its 'send verification code' button and the 60 s countdown. */
export function SmsCodeField({
  id,
  mobile,
  purpose,
  value,
  onChange,
  problem,
  onMobileChecked,
  compact = false,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const mobileIssue = mobileProblem(mobile);
    onMobileChecked(mobileIssue);
    if (mobileIssue) return;
    setSending(true);
    try {
      dataOf(await oauth2.sendSms(mobile.trim(), purpose));
      start(RESEND_AFTER_SECONDS);
    } catch (error) {
      // Asked again too soon: the server says how long to wait.
      const wait =
        error instanceof RequestError && error.reply
          ? variableOf<number>(error.reply, 'retryAfterSeconds')
          : undefined;
      if (typeof wait === 'number' && wait > 0) start(wait);
      http.report(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <TextField
      id={id}
      label={t('login.smsCode')}
      icon={compact ? <MessageIcon /> : undefined}
      problem={problem}
      extra={<SendCodeButton seconds={seconds} sending={sending} onSend={() => void send()} />}
      value={value}
      onChange={onChange}
      placeholder={t('login.smsCodePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
    />
  );
}
