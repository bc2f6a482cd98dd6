import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';

interface SendCodeButtonProps {
  /** Seconds until another code may be asked for (0: now). */
  seconds: number;
  sending: boolean;
  onSend: () => void;
  /** The words when a code may be asked for, and while waiting (the sign-in's own by default). */
  label?: string;
  waiting?: string;
}

/** The 'send verification code' button beside a code field, counting down until it may be used again. */
export function SendCodeButton({ seconds, sending, onSend, label, waiting }: SendCodeButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      className={styles.sendCode}
      size="small"
      fill="outline"
      color="primary"
      shape="rounded"
      disabled={seconds > 0}
      loading={sending}
      onClick={onSend}
    >
      {seconds > 0 ? (waiting ?? t('login.resendIn', { seconds })) : (label ?? t('login.sendCode'))}
    </Button>
  );
}
