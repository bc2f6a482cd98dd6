import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../components/field-problem';
import { PasswordField } from '../../components/password-field';

interface NewPasswordFieldsProps {
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  problems: { password?: FieldProblem; repeat?: FieldProblem };
  /** 'Password' where an account is created; 'New password' (the default) where one is replaced. */
  passwordLabel?: 'login.password' | 'password.new';
}

/** New password and its repetition: registration, reset by SMS, reset after expiry. */
export function NewPasswordFields({
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
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
        value={password}
        onChange={onPasswordChange}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
      />
      <PasswordField
        id="repeat-password"
        label={t('password.repeat')}
        problem={problems.repeat}
        value={repeat}
        onChange={onRepeatChange}
        placeholder={t('password.repeatPlaceholder')}
        autoComplete="new-password"
      />
    </>
  );
}
