import { lifecycleEndpoints } from '@campus/contract/routes/api/admin/lifecycle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, endpointQuery, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import { DeskInput } from './desk-input';
import styles from './lifecycle-page.module.css';
import { fill, useLifecycleTexts } from './texts';

/** A grade's or a class's graduation, with the count first, and the school's grace period. */
export function GraduationPanel() {
  const texts = useLifecycleTexts();
  const classes = useQuery(endpointQuery(lifecycleEndpoints.classes, {}));
  const settings = useQuery(endpointQuery(lifecycleEndpoints.settings, {}));
  const [grade, setGrade] = useState('');
  const [classId, setClassId] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [grace, setGrace] = useState<string | null>(null);
  const [retention, setRetention] = useState<string | null>(null);
  const cohort = classId ? { classId } : { grade: Number(grade) };

  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      http.report(error);
    }
  };

  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{texts.graduation}</h2>
      <div className={styles.row}>
        <DeskInput
          label={texts.grade}
          numeric
          maxLength={4}
          value={grade}
          onChange={(value) => {
            setGrade(value);
            setClassId('');
            setCount(null);
          }}
        />
        <select
          className={styles.control}
          aria-label={texts.orClass}
          value={classId}
          onChange={(event) => {
            setClassId(event.target.value);
            setGrade('');
            setCount(null);
          }}
        >
          <option value="">{texts.orClass}</option>
          {classes.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!grade && !classId}
          onClick={() =>
            void attempt(async () => {
              setCount((await call(lifecycleEndpoints.graduationPreview, { query: cohort })).data.count);
            })
          }
        >
          {texts.preview}
        </button>
      </div>
      {count !== null && (
        <div className={styles.row}>
          <span>{fill(texts.graduateCount, { count })}</span>
          <button
            type="button"
            className={styles.primary}
            disabled={count === 0}
            onClick={() =>
              void attempt(async () => {
                const reply = await call(lifecycleEndpoints.graduate, { body: cohort });
                setCount(null);
                void showToast({
                  icon: 'success',
                  content: fill(texts.graduatedCount, { count: reply.data.count }),
                });
              })
            }
          >
            {texts.graduate}
          </button>
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.label}>
          {texts.grace}
          <input
            className={styles.control}
            inputMode="numeric"
            maxLength={4}
            value={grace ?? String(settings.data?.graduateGraceDays ?? '')}
            onChange={(event) => setGrace(event.target.value)}
          />
        </label>
        <label className={styles.label}>
          {texts.retention}
          <input
            className={styles.control}
            inputMode="numeric"
            maxLength={2}
            value={retention ?? String(settings.data?.retentionYears ?? '')}
            onChange={(event) => setRetention(event.target.value)}
          />
        </label>
        <button
          type="button"
          disabled={grace === null && retention === null}
          onClick={() =>
            void attempt(async () => {
              await call(lifecycleEndpoints.saveSettings, {
                body: {
                  ...(grace === null ? {} : { graduateGraceDays: Number(grace) }),
                  ...(retention === null ? {} : { retentionYears: Number(retention) }),
                },
              });
              setGrace(null);
              setRetention(null);
              await settings.refetch();
              void showToast({ icon: 'success', content: texts.done });
            })
          }
        >
          {texts.save}
        </button>
      </div>
    </section>
  );
}
