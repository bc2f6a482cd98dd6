import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './submit-form.module.css';

interface SubmitFormProps {
  /** The form's layout, its screen's. */
  className?: string;
  /** The large button below the fields. */
  submitLabel: string;
  /** The button spins while the request runs. */
  submitting: boolean;
  /** Called instead of the browser's own submission (Enter in a field or the button). */
  onSubmit: () => unknown;
  children: ReactNode;
}

/**
 * The sign-in and password forms (login, register, reset, change password): the fields, then one
 * large submit button. The screen checks the fields itself and shows each problem under its
 * field, so the browser's own validation is off.
 */
export function SubmitForm({ className, submitLabel, submitting, onSubmit, children }: SubmitFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <Button
        className={styles.submit}
        type="submit"
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={submitting}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
