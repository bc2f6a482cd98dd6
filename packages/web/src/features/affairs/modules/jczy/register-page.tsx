import { localize } from '@campus/contract';
import type { RegisterEntry, RegisterView } from '@campus/contract/affairs/jczy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, TextArea, type TextAreaProps } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { reloadAfter } from '../../reload-after';
import { campus, campusEndpoints } from './api';
import { CountRow, DayRow } from './campus-fields';
import styles from './campus.module.css';
import { useCampusTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

/** A free text of the register (the day's notes, a comment on them): named by `label`, hinted by `hint`. */
function RegisterText({ label, hint, ...area }: TextAreaProps & { label: string; hint: string }) {
  return <TextArea className={styles.notes} aria-label={label} placeholder={hint} {...area} />;
}

/** The monitor's entry of a day: a new one, or the day's entry to correct (with its version). */
function EntryForm({ entries }: { entries: RegisterEntry[] }) {
  const t = useCampusTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [date, setDate] = useState(schoolToday());
  const existing = entries.find((e) => e.date === date);
  const [lessons, setLessons] = useState(existing?.lessons ?? 8);
  const [absences, setAbsences] = useState(existing?.absences ?? 0);
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const pick = (next: string) => {
    const found = entries.find((e) => e.date === next);
    setDate(next);
    setLessons(found?.lessons ?? 8);
    setAbsences(found?.absences ?? 0);
    setNotes(found?.notes ?? '');
  };
  const save = () =>
    run(
      () =>
        reloadAfter(
          client,
          campus.saveRegister({
            ...(existing ? { id: existing.id, version: existing.version } : {}),
            date,
            lessons,
            absences,
            notes,
          }),
          [campusEndpoints.register],
        ),
      t('reg.saved'),
    );
  return (
    <SectionCard title={existing ? t('reg.edit') : t('reg.write')}>
      <div className={styles.form}>
        <DayRow label={t('reg.date')} value={date} max={schoolToday()} onPick={pick} />
        <CountRow label={t('reg.lessons')} max={12} value={lessons} onChange={setLessons} />
        <CountRow label={t('reg.absences')} max={999} value={absences} onChange={setAbsences} />
        <RegisterText
          label={t('reg.notes')}
          hint={t('reg.notesHint')}
          value={notes}
          onChange={setNotes}
          maxLength={1000}
          rows={3}
        />
        <Button color="primary" block loading={busy} onClick={() => void save()}>
          {t('reg.save')}
        </Button>
      </div>
    </SectionCard>
  );
}

function Remark({ entry }: { entry: RegisterEntry }) {
  const t = useCampusTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(entry.comment ?? '');
  if (!open)
    return (
      <Button size="mini" fill="outline" onClick={() => setOpen(true)}>
        {t('reg.addComment')}
      </Button>
    );
  return (
    <div className={styles.form}>
      <RegisterText
        label={t('reg.comment')}
        hint={t('reg.commentHint')}
        value={text}
        onChange={setText}
        maxLength={500}
        rows={2}
      />
      <Button
        size="small"
        color="primary"
        loading={busy}
        onClick={() =>
          void run(
            () => reloadAfter(client, campus.comment(entry.id, text), [campusEndpoints.register]),
            t('reg.saved'),
          ).then((r) => r && setOpen(false))
        }
      >
        {t('reg.save')}
      </Button>
    </div>
  );
}

function Entries({ view }: { view: RegisterView }) {
  const t = useCampusTexts();
  if (view.entries.length === 0) return <ErrorBlock status="empty" title={t('reg.empty')} description="" />;
  return (
    <ul className={styles.list}>
      {view.entries.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <div className={styles.itemHead}>
            <span>{entry.date}</span>
            <small>{t('reg.line', { lessons: entry.lessons, absences: entry.absences })}</small>
          </div>
          {entry.notes && <p className={styles.text}>{entry.notes}</p>}
          <p className={styles.weak}>{t('reg.by', { name: entry.recorderName })}</p>
          {entry.comment && (
            <p className={styles.remark}>
              {t('reg.comment')}（{entry.commentBy}）：{entry.comment}
            </p>
          )}
          {view.mayComment && <Remark entry={entry} />}
        </li>
      ))}
    </ul>
  );
}

/** classRegister: the monitor writes the day's entry; the counsellor reads the class's days and comments. */
export function ClassRegisterPage(props: AffairScreenProps) {
  const t = useCampusTexts();
  const language = useViewStore((s) => s.language);
  const [classId, setClassId] = useState<string>();
  const view = useQuery(endpointQuery(campusEndpoints.register, { query: { classId } }));
  return (
    <>
      <GroupHeader props={props} title={localize(props.screen.title!, language)} subtitle={t('reg.hint')} />
      <QueryView query={view}>
        {(loaded) =>
          loaded.classes.length === 0 ? (
            <ErrorBlock status="empty" title={t('reg.none')} description="" />
          ) : (
            <>
              {loaded.classes.length > 1 && (
                <ChipTabs activeKey={loaded.classId ?? ''} onChange={setClassId}>
                  {loaded.classes.map((c) => (
                    <ChipTabs.Tab key={c.classId} title={c.className} />
                  ))}
                </ChipTabs>
              )}
              {loaded.recording?.classId === loaded.classId && (
                <EntryForm key={loaded.entries.map((e) => e.version).join()} entries={loaded.entries} />
              )}
              <SectionCard title={loaded.classes.find((c) => c.classId === loaded.classId)?.className ?? ''}>
                <Entries view={loaded} />
              </SectionCard>
            </>
          )
        }
      </QueryView>
    </>
  );
}
