import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './field-problem';
import styles from './form-field.module.css';

/** The text of a problem in the current language. */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useTranslation();
  return (problem) =>
    problem.ns === 'contract' ? t(problem.key, { ns: 'contract', ...problem.params }) : t(problem.key);
}

interface FormFieldProps {
  /** The id of the input inside, so the label names it. */
  htmlFor: string;
  label: string;
  /** An icon in front of the input: the compact row of the login screen. */
  icon?: ReactNode;
  /** Shown at the end of the row, e.g. a send-code button or a captcha image. */
  extra?: ReactNode;
  problem?: FieldProblem;
  children: ReactNode;
}

/**
 * One input of the sign-in and password forms, with its error below. With an icon the row is
 * compact (the login screen; the label is for screen readers); without one the label sits above.
 */
export function FormField({ htmlFor, label, icon, extra, problem, children }: FormFieldProps) {
  const problemText = useProblemText();
  return (
    <div className={icon ? styles.field : styles.stacked} data-invalid={problem ? true : undefined}>
      {!icon && (
        <label htmlFor={htmlFor} className={styles.label}>
          {label}
        </label>
      )}
      <div className={styles.row}>
        {icon && (
          <>
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
            <label htmlFor={htmlFor} className="app-visually-hidden">
              {label}
            </label>
          </>
        )}
        <div className={styles.control}>{children}</div>
        {extra}
      </div>
      {problem && (
        <p className={styles.error} role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
