import styles from './lifecycle-page.module.css';

interface DeskInputProps {
  /** Named to screen readers and shown as the placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  numeric?: boolean;
}

/** A plain text box of the lifecycle screen, its label as the placeholder. */
export function DeskInput({ label, value, onChange, maxLength, numeric }: DeskInputProps) {
  return (
    <input
      className={styles.control}
      aria-label={label}
      placeholder={label}
      inputMode={numeric ? 'numeric' : undefined}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
