import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
import styles from './record-list.module.css';
import { SubmitButton } from './record-parts';

/**
 * A staff group's compact "new record" form in its card (szgz, zgdw): the fields, then the button
 * that runs the command, toasts `done` and closes the form.
 */
export function RecordFormCard<T>({
  title,
  submit,
  done,
  command,
  onDone,
  children,
}: {
  title: string;
  /** The submit button's label. */
  submit: string;
  done: string;
  command: () => Promise<T>;
  onDone: () => void;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <div className={styles.form}>
        {children}
        <SubmitButton label={submit} done={done} command={command} onDone={onDone} />
      </div>
    </SectionCard>
  );
}
