import type { LifecycleStudent, StatusChange, TaskMove } from '@campus/contract/routes/api/admin/lifecycle';
import { lifecycleEndpoints } from '@campus/contract/routes/api/admin/lifecycle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, endpointQuery, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import styles from './lifecycle-page.module.css';
import { DeskInput } from './desk-input';
import { StudentLine } from './student-line';
import { fill, useLifecycleTexts } from './texts';

const ACTIONS: readonly StatusChange['action'][] = ['suspend', 'withdraw', 'reinstate'];

/** One student's class change (previewed first) and status steps. */
export function StudentActions({
  student,
  onChanged,
}: {
  student: LifecycleStudent;
  onChanged: (student: LifecycleStudent) => void;
}) {
  const texts = useLifecycleTexts();
  const classes = useQuery(endpointQuery(lifecycleEndpoints.classes, {}));
  const [classId, setClassId] = useState('');
  const [moves, setMoves] = useState<TaskMove[] | null>(null);
  const [action, setAction] = useState<StatusChange['action']>('suspend');
  const [reason, setReason] = useState('');

  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      http.report(error);
    }
  };
  const preview = () =>
    attempt(async () => {
      const reply = await call(lifecycleEndpoints.classChangePreview, {
        query: { studentId: student.userId, classId },
      });
      setMoves(reply.data);
    });
  const applyClass = () =>
    attempt(async () => {
      const reply = await call(lifecycleEndpoints.changeClass, {
        body: { studentId: student.userId, classId },
      });
      setMoves(null);
      void showToast({ icon: 'success', content: fill(texts.moved, { count: reply.data.moved.length }) });
      onChanged(reply.data.student);
    });
  const applyStatus = () =>
    attempt(async () => {
      const reply = await call(lifecycleEndpoints.changeStatus, {
        body: { studentId: student.userId, action, reason },
      });
      setReason('');
      void showToast({ icon: 'success', content: texts.done });
      onChanged(reply.data);
    });

  return (
    <section className={styles.card} aria-label={student.fullname}>
      <StudentLine student={student} />
      <h2 className={styles.heading}>{texts.classChange}</h2>
      <div className={styles.row}>
        <select
          className={styles.control}
          aria-label={texts.chooseClass}
          value={classId}
          onChange={(event) => {
            setClassId(event.target.value);
            setMoves(null);
          }}
        >
          <option value="">{texts.chooseClass}</option>
          {classes.data?.map((c) => (
            <option key={c.id} value={c.id} disabled={c.id === student.classId}>
              {c.name}
              {c.counsellors.length > 0 ? ` · ${c.counsellors.join('、')}` : ''}
            </option>
          ))}
        </select>
        <button type="button" disabled={!classId} onClick={() => void preview()}>
          {texts.preview}
        </button>
      </div>
      {moves && (
        <>
          <ul className={styles.moves}>
            {moves.length === 0 && <li>{texts.noMoves}</li>}
            {moves.map((move) => (
              <li key={move.taskId}>{fill(texts.moveLine, { ...move, to: move.to ?? texts.nobody })}</li>
            ))}
          </ul>
          <button type="button" className={styles.primary} onClick={() => void applyClass()}>
            {texts.apply}
          </button>
        </>
      )}
      <h2 className={styles.heading}>{texts.statusChange}</h2>
      <div className={styles.row} role="radiogroup" aria-label={texts.statusChange}>
        {ACTIONS.map((a) => (
          <button
            key={a}
            type="button"
            role="radio"
            aria-checked={a === action}
            className={a === action ? styles.primary : undefined}
            onClick={() => setAction(a)}
          >
            {texts[a]}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <DeskInput label={texts.reason} value={reason} maxLength={200} onChange={setReason} />
        <button type="button" className={styles.primary} onClick={() => void applyStatus()}>
          {texts[action]}
        </button>
      </div>
    </section>
  );
}
