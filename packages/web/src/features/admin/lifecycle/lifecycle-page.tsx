import type { LifecycleStudent } from '@campus/contract/routes/api/admin/lifecycle';
import { lifecycleEndpoints } from '@campus/contract/routes/api/admin/lifecycle';
import { useState, type FormEvent } from 'react';
import { call, http } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { viewerOf } from '../../../lib/viewer';
import { useSessionStore } from '../../../stores/session';
import { useDeskWidth } from '../desk/use-desk-width';
import { DeskInput } from './desk-input';
import { GraduationPanel } from './graduation-panel';
import styles from './lifecycle-page.module.css';
import { RolloverPanel } from './rollover-panel';
import { StudentActions } from './student-actions';
import { StudentLine } from './student-line';
import { useLifecycleTexts } from './texts';

/**
 * The student lifecycle (/admin/lifecycle, issue 28): the school administrator finds a student,
 * changes their class (with a preview of the approval steps that move to whom), suspends,
 * withdraws or reinstates them, and graduates a grade or a class. Desk work, laid out for 1280 px
 * and usable on a phone.
 */
export function LifecyclePage() {
  useDeskWidth();
  const texts = useLifecycleTexts();
  const isAdmin = useSessionStore((s) => (s.userInfo ? viewerOf(s.userInfo).isTenantAdmin : false));
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<LifecycleStudent[] | null>(null);
  const [chosen, setChosen] = useState<LifecycleStudent | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return;
    try {
      const reply = await call(lifecycleEndpoints.students, { query: { keyword: keyword.trim() } });
      setFound(reply.data);
      setChosen(reply.data.length === 1 ? reply.data[0]! : null);
    } catch (error) {
      http.report(error);
    }
  };

  if (!isAdmin) return <EmptyState description={texts.notAdmin} />;

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{texts.intro}</p>
      <div className={styles.columns}>
        <section className={styles.card}>
          <form className={styles.search} onSubmit={(event) => void find(event)}>
            <DeskInput label={texts.search} value={keyword} maxLength={50} onChange={setKeyword} />
            <button type="submit" className={styles.primary}>
              {texts.find}
            </button>
          </form>
          {found?.length === 0 && <p className={styles.muted}>{texts.none}</p>}
          <ul className={styles.list}>
            {found?.map((student) => (
              <li key={student.userId}>
                <button
                  type="button"
                  className={student.userId === chosen?.userId ? styles.chosen : styles.pick}
                  onClick={() => setChosen(student)}
                >
                  <StudentLine student={student} />
                </button>
              </li>
            ))}
          </ul>
        </section>
        {chosen && (
          <StudentActions
            key={chosen.userId}
            student={chosen}
            onChanged={(student) => {
              setChosen(student);
              setFound((list) => list?.map((s) => (s.userId === student.userId ? student : s)) ?? null);
            }}
          />
        )}
      </div>
      <RolloverPanel />
      <GraduationPanel />
    </div>
  );
}
