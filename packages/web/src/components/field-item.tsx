import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './field-item.module.css';

interface FieldListProps {
  className?: string;
  children: ReactNode;
}

/** The rows of a hand-written form, spaced as antd-mobile's Form spaces its items. */
export function FieldList({ className, children }: FieldListProps) {
  return <List className={className ? `${styles.list} ${className}` : styles.list}>{children}</List>;
}

interface FieldItemProps {
  label: ReactNode;
  /** The id of the input inside, so the label names it. */
  htmlFor?: string;
  /** Marks the label with a red asterisk; the check itself is the caller's. */
  required?: boolean;
  /** Label beside the control (default) or above it. */
  layout?: 'horizontal' | 'vertical';
  /** The control at the row's end instead of filling it (a switch). */
  alignEnd?: boolean;
  /** At the row's end, after the control (e.g. a clear button). */
  extra?: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The problem with the value, in words, under the control. */
  error?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * One row of a form that holds its own values, looking like antd-mobile's Form.Item without its
 * Form (rc-field-form and async-validator, 30 KB gzip; issue 16): for the few forms whose checks
 * are a line or two of their own (a delegation, an announcement).
 */
export function FieldItem({
  label,
  htmlFor,
  required = false,
  layout = 'horizontal',
  alignEnd = false,
  extra,
  description,
  error,
  onClick,
  children,
}: FieldItemProps) {
  const labelElement = (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={styles.asterisk} aria-hidden>
          *
        </span>
      )}
    </label>
  );
  const below = (description || error) && (
    <>
      {description}
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
    </>
  );
  return (
    <List.Item
      className={layout === 'horizontal' ? styles.horizontal : styles.vertical}
      prefix={layout === 'horizontal' ? labelElement : undefined}
      title={layout === 'vertical' ? labelElement : undefined}
      extra={extra}
      description={below || undefined}
      onClick={onClick}
    >
      <div className={alignEnd ? styles.end : styles.child}>{children}</div>
    </List.Item>
  );
}
