import type { LifecycleStudent } from '@campus/contract/routes/api/admin/lifecycle';
import styles from './lifecycle-page.module.css';
import { fill, useLifecycleTexts } from './texts';

/** A student's number, name, class and study status (and when a graduate's account closes). */
export function StudentLine({ student }: { student: LifecycleStudent }) {
  const texts = useLifecycleTexts();
  return (
    <span className={styles.line}>
      <strong>{student.fullname}</strong>
      <span>{student.number}</span>
      <span>{student.className}</span>
      <span className={styles.status} data-status={student.studyStatus ?? 'enrolled'}>
        {texts[student.studyStatus ?? 'enrolled']}
      </span>
      {student.accessEndsAt !== null && (
        <span className={styles.muted}>
          {fill(texts.closesOn, { date: new Date(student.accessEndsAt).toLocaleDateString() })}
        </span>
      )}
    </span>
  );
}
