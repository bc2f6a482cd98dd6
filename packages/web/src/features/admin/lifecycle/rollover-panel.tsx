import {
  lifecycleEndpoints,
  type RolloverPerson,
  type RolloverPreview,
} from '@campus/contract/routes/api/admin/lifecycle';
import { useState } from 'react';
import { call, http } from '../../../api/http';
import { confirm, showToast } from '../../../components/feedback';
import { DeskInput } from './desk-input';
import styles from './lifecycle-page.module.css';
import { RolloverClasses } from './rollover-classes';
import { useRolloverTexts, type RolloverTexts } from './rollover-texts';
import { fill } from './texts';

/** The school year after the one the calendar is in (it starts in September): the usual next one. */
function nextSchoolYear(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() + 1 : now.getFullYear();
}

/**
 * The yearly rollover (issue 28), one guided action: pick the school year, see what happens
 * (graduating, advancing and new classes with their counsellors, warnings), change a class's
 * counsellor right there (the preview is asked again with the change), then confirm in a dialog.
 */
export function RolloverPanel() {
  const texts = useRolloverTexts();
  const [year, setYear] = useState(String(nextSchoolYear()));
  const [changes, setChanges] = useState<Map<string, RolloverPerson[]>>(new Map());
  const [plan, setPlan] = useState<RolloverPreview | null>(null);
  const [busy, setBusy] = useState(false);

  const body = (wanted: Map<string, RolloverPerson[]>) => ({
    schoolYear: Number(year),
    counsellors: [...wanted].map(([classId, people]) => ({ classId, userIds: people.map((p) => p.id) })),
  });

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };

  const preview = (wanted: Map<string, RolloverPerson[]>) =>
    attempt(async () => {
      setPlan((await call(lifecycleEndpoints.rolloverPreview, { body: body(wanted) })).data);
    });

  const changeCounsellors = (classId: string, people: RolloverPerson[]) => {
    const wanted = new Map(changes).set(classId, people);
    setChanges(wanted);
    void preview(wanted);
  };

  const apply = async () => {
    if (!plan) return;
    const graduates = plan.graduating.reduce((sum, c) => sum + c.students, 0);
    const sure = await confirm({
      title: texts.confirmTitle,
      content: fill(texts.confirmBody, { count: graduates, changes: changes.size }),
      confirmText: texts.ok,
      cancelText: texts.cancel,
    });
    if (!sure) return;
    await attempt(async () => {
      const done = (await call(lifecycleEndpoints.rolloverConfirm, { body: body(changes) })).data;
      setChanges(new Map());
      setPlan(null);
      void showToast({
        icon: 'success',
        content: fill(texts.done, {
          year: done.schoolYear,
          count: done.graduated,
          changes: done.counsellorsChanged,
        }),
      });
    });
  };

  return (
    <section className={styles.card} aria-labelledby="rollover-title" aria-busy={busy}>
      <h2 className={styles.heading} id="rollover-title">
        {texts.title}
      </h2>
      <p className={styles.muted}>{texts.intro}</p>
      <div className={`${styles.row} ${styles.yearRow}`}>
        <DeskInput
          label={texts.year}
          numeric
          maxLength={4}
          value={year}
          onChange={(value) => {
            setYear(value);
            setPlan(null);
            setChanges(new Map());
          }}
        />
        <button type="button" disabled={busy || !/^\d{4}$/.test(year)} onClick={() => void preview(changes)}>
          {texts.preview}
        </button>
      </div>
      {busy && !plan && <p className={styles.muted}>{texts.loading}</p>}
      {plan && (
        <>
          <p className={styles.yearLine}>
            {fill(texts.fromTo, {
              from: plan.fromYear,
              fromEnd: plan.fromYear + 1,
              to: plan.schoolYear,
              toEnd: plan.schoolYear + 1,
            })}
          </p>
          {plan.applied && <p className={styles.muted}>{texts.applied}</p>}
          <Warnings plan={plan} texts={texts} />
          <RolloverClasses title={texts.graduating} classes={plan.graduating} />
          <RolloverClasses
            title={texts.advancing}
            classes={plan.advancing}
            onCounsellors={changeCounsellors}
          />
          <RolloverClasses
            title={texts.newClasses}
            classes={plan.newClasses}
            onCounsellors={changeCounsellors}
          />
          <p className={styles.muted}>{fill(texts.newCohort, { count: plan.newCohortStudents })}</p>
          <div className={styles.row}>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void apply()}>
              {texts.confirm}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function Warnings({ plan, texts }: { plan: RolloverPreview; texts: RolloverTexts }) {
  const line = (w: RolloverPreview['warnings'][number]) => {
    const values = { name: w.className ?? '', year: plan.schoolYear };
    if (w.kind === 'noCounsellor') return fill(texts.warnNoCounsellor, values);
    if (w.kind === 'newClassNoCounsellor') return fill(texts.warnNewClassNoCounsellor, values);
    return fill(texts.warnNewCohortMissing, values);
  };
  return (
    <div role="status">
      <h3 className={styles.subheading}>{texts.warnings}</h3>
      {plan.warnings.length === 0 ? (
        <p className={styles.muted}>{texts.noWarnings}</p>
      ) : (
        <ul className={styles.warnings}>
          {plan.warnings.map((w) => (
            <li key={`${w.kind}.${w.classId ?? ''}`}>{line(w)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
