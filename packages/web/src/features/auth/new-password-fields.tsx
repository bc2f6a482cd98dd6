import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../components/field-problem';
import { FormField } from '../../components/form-field';
import { PasswordInput } from '../../components/password-input';

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
      <FormField htmlFor="new-password" label={t(passwordLabel)} problem={problems.password}>
        <PasswordInput
          id="new-password"
          value={password}
          onChange={onPasswordChange}
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
        />
      </FormField>
      <FormField htmlFor="repeat-password" label={t('password.repeat')} problem={problems.repeat}>
        <PasswordInput
          id="repeat-password"
          value={repeat}
          onChange={onRepeatChange}
          placeholder={t('password.repeatPlaceholder')}
          autoComplete="new-password"
        />
      </FormField>
    </>
  );
}
