import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import styles from './checkin.module.css';
import { useCheckinTexts } from './texts';

const SIX_DIGITS = /^\d{6}$/;

/** The six digits a point shows under its QR code, large enough to read across a room. */
export function TypedCode({ code }: { code: string }) {
  const t = useCheckinTexts();
  return (
    <p className={styles.typed}>
      <span className={styles.note}>{t('typed.title')}</span>
      <strong aria-label={`${t('typed.title')} ${code}`} data-typed={code}>
        {code.slice(0, 3)} {code.slice(3)}
      </strong>
    </p>
  );
}

/** A student types the point's six digits instead of scanning (no camera, or it will not focus). */
export function TypedEntry({ busy, onCode }: { busy: boolean; onCode: (code: string) => void }) {
  const t = useCheckinTexts();
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = () => {
    if (!SIX_DIGITS.test(digits)) {
      setProblem(t('typed.short'));
      return;
    }
    onCode(digits);
  };
  return (
    <form
      className={styles.entry}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="checkin-typed" className={styles.note}>
        {t('typed.entry')}
      </label>
      <div className={styles.entryRow}>
        <Input
          id="checkin-typed"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('typed.placeholder')}
          maxLength={6}
          value={digits}
          onChange={(value) => {
            setDigits(value.replace(/\D/g, ''));
            setProblem(undefined);
          }}
          onEnterPress={send}
        />
        <Button type="submit" color="primary" fill="outline" loading={busy} disabled={busy}>
          {t('typed.send')}
        </Button>
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
