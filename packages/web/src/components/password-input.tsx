import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './form-icons';
import styles from './password-input.module.css';
import { TextInput } from './text-input';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** 'current-password' to sign in, 'new-password' where a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ id, value, onChange, placeholder, autoComplete }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <TextInput
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={128}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={t(visible ? 'form.hidePassword' : 'form.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible(!visible)}
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </div>
  );
}
