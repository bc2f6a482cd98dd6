import type { ReactNode } from 'react';
import { SubmitForm } from '../../components/submit-form';
import styles from './auth-form.module.css';

interface AuthFormProps {
  submitLabel: string;
  /** The form's checked submit (useCheckedSubmit). */
  submission: { submitting: boolean; submit: () => unknown };
  children: ReactNode;
}

/** The form of a sign-in or password screen: its fields in a column, then the large submit button. */
export function AuthForm({ submitLabel, submission, children }: AuthFormProps) {
  return (
    <SubmitForm
      className={styles.form}
      submitLabel={submitLabel}
      submitting={submission.submitting}
      onSubmit={submission.submit}
    >
      {children}
    </SubmitForm>
  );
}
