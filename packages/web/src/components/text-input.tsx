import type { InputHTMLAttributes } from 'react';
import styles from './text-input.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'type' | 'placeholder' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'maxLength'
>;

interface TextInputProps extends NativeProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The input of the sign-in and password forms: a native input dressed like antd-mobile's. The
 * login screen is the first download, and this costs a fraction of antd-mobile's Input. Enter
 * submits the surrounding form, as with any input.
 */
export function TextInput({ value, onChange, ...native }: TextInputProps) {
  return (
    <input
      {...native}
      className={styles.input}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      spellCheck={false}
    />
  );
}
