import { localize } from '@campus/contract';
import { MORAL_KINDS, MORAL_STATUSES, type MoralKind, type MoralRoster } from '@campus/contract/affairs/szgz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Selector } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { ListQueryView } from '../../list-query-view';
import { ScreenHeader } from '../../record-parts';
import { RecordListCard } from '../../record-list-card';
import { DateRow, StepperRow, TextRow } from '../../record-fields';
import { localizedOptions } from '../../localized-options';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';
import { MORAL_QUERIES, szgz, szgzEndpoints } from './api';
import { SessionItem } from './moral-pages';
import { useSzgzTexts } from './texts';

function NewSession({ onDone }: { onDone: () => void }) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<MoralKind>('lecture');
  const [speaker, setSpeaker] = useState('');
  const [place, setPlace] = useState('');
  const [date, setDate] = useState(schoolToday());
  const [time, setTime] = useState('14:30');
  const [capacity, setCapacity] = useState(60);
  const [points, setPoints] = useState(2);
  const save = () =>
    run(
      () =>
        reloadAfter(
          client,
          szgz.create({ title, kind, speaker, place, date, time, capacity, points }),
          MORAL_QUERIES,
        ),
      t('manage.saved'),
    ).then((r) => r && onDone());
  return (
    <SectionCard title={t('manage.new')}>
      <div className={styles.form}>
        <TextRow label={t('manage.title')} value={title} onChange={setTitle} maxLength={100} />
        <Selector
          aria-label={t('manage.kind')}
          options={localizedOptions(MORAL_KINDS, language)}
          value={[kind]}
          onChange={(v) => v[0] && setKind(v[0])}
        />
        <TextRow label={t('manage.speaker')} value={speaker} onChange={setSpeaker} maxLength={100} />
        <TextRow label={t('manage.place')} value={place} onChange={setPlace} maxLength={100} />
        <DateRow label={t('manage.date')} value={date} min={schoolToday()} onChange={setDate} />
        <DateRow label={t('manage.time')} type="time" value={time} onChange={setTime} />
        <StepperRow
          label={t('manage.capacity')}
          as="label"
          min={1}
          max={2000}
          value={capacity}
          onChange={setCapacity}
        />
        <StepperRow
          label={t('manage.pointsLabel')}
          as="label"
          min={1}
          max={10}
          value={points}
          onChange={setPoints}
        />
        <Button color="primary" block loading={busy} onClick={() => void save()}>
          {t('manage.save')}
        </Button>
      </div>
    </SectionCard>
  );
}

/** moralScoreList: staff hold sessions and open each one's attendance. */
export function MoralScoreListPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const sessions = useQuery(endpointQuery(szgzEndpoints.manage));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('manage.hint')}>
        {!adding && (
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            {t('manage.new')}
          </Button>
        )}
      </ScreenHeader>
      {adding && <NewSession onDone={() => setAdding(false)} />}
      <ListQueryView
        query={sessions}
        empty={<ErrorBlock status="empty" title={t('moral.empty')} description="" />}
      >
        {(loaded) => (
          <RecordListCard
            title={localize(props.screen.title!, language)}
            rows={loaded}
            item={(s) => (
              <SessionItem
                key={s.id}
                session={s}
                actions={
                  <Button
                    size="small"
                    onClick={() => navigate(screenPath(props, 'moralDetail', { query: { id: s.id } }))}
                  >
                    {t('manage.roster')}
                  </Button>
                }
              />
            )}
          />
        )}
      </ListQueryView>
    </>
  );
}

function Attendance({ roster }: { roster: MoralRoster }) {
  const t = useSzgzTexts();
  const language = useViewStore((s) => s.language);
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const marked = roster.students.filter((s) => s.status !== 'waiting');
  const [came, setCame] = useState<string[]>(
    marked.filter((s) => s.status !== 'absent').map((s) => s.studentId),
  );
  const early = roster.session.date > schoolToday();
  if (roster.students.length === 0)
    return <ErrorBlock status="empty" title={t('detail.nobody')} description="" />;
  const save = () =>
    run(
      () =>
        reloadAfter(
          client,
          szgz.attendance({
            sessionId: roster.session.id,
            marks: marked.map((s) => ({
              studentId: s.studentId,
              status: came.includes(s.studentId) ? 'attended' : 'absent',
            })),
          }),
          MORAL_QUERIES,
        ),
      t('detail.saved'),
    );
  return (
    <SectionCard title={t('manage.roster')}>
      <p className={styles.weak}>{t(early ? 'detail.notYet' : 'detail.hint')}</p>
      <Checkbox.Group value={came} onChange={(v) => setCame(v as string[])}>
        <ul className={styles.list}>
          {roster.students.map((s) => (
            <li key={s.studentId} className={styles.item}>
              <Checkbox value={s.studentId} disabled={early || s.status === 'waiting'}>
                {s.name} · {s.number}
              </Checkbox>
              <p className={styles.weak}>
                {s.className} · {localize(MORAL_STATUSES[s.status], language)}
              </p>
            </li>
          ))}
        </ul>
      </Checkbox.Group>
      {!early && (
        <Button color="primary" block loading={busy} onClick={() => void save()}>
          {t('detail.save')}
        </Button>
      )}
    </SectionCard>
  );
}

/** moralDetail?id=: a session and who signed up; staff mark attendance once it has taken place. */
export function MoralDetailPage(props: AffairScreenProps) {
  const t = useSzgzTexts();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const roster = useQuery({
    ...endpointQuery(szgzEndpoints.roster, { query: { sessionId: id } }),
    enabled: !!id,
  });
  return (
    <>
      <ScreenHeader props={props} />
      {!id ? (
        <ErrorBlock status="empty" title={t('moral.empty')} description="" />
      ) : (
        <QueryView query={roster}>
          {(loaded) => (
            <>
              <SectionCard title={loaded.session.title}>
                <ul className={styles.list}>
                  <SessionItem session={loaded.session} />
                </ul>
              </SectionCard>
              <Attendance key={loaded.students.map((s) => s.status).join()} roster={loaded} />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
