import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../components/field-problem';
import { PasswordField } from '../../components/password-field';

/** A new password and its repetition, as typed. */
export interface NewPassword {
  password: string;
  setPassword: (value: string) => void;
  repeat: string;
  setRepeat: (value: string) => void;
}

/** The state of a form's new password and its repetition. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  return { password, setPassword, repeat, setRepeat };
}

interface NewPasswordFieldsProps {
  entry: NewPassword;
  problems: { password?: FieldProblem; repeat?: FieldProblem };
  /** 'Password' where an account is created; 'New password' (the default) where one is replaced. */
  passwordLabel?: 'login.password' | 'password.new';
}

/** New password and its repetition: registration, reset by SMS, reset after expiry. */
export function NewPasswordFields({
  entry,
  problems,
  passwordLabel = 'password.new',
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id="new-password"
        label={t(passwordLabel)}
        problem={problems.password}
        value={entry.password}
        onChange={entry.setPassword}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
      />
      <PasswordField
        id="repeat-password"
        label={t('password.repeat')}
        problem={problems.repeat}
        value={entry.repeat}
        onChange={entry.setRepeat}
        placeholder={t('password.repeatPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
