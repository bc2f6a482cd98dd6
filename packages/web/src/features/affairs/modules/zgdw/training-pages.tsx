import { localize } from '@campus/contract';
import {
  ACHIEVEMENT_CATEGORIES,
  LEVELS,
  RECORD_STATUSES,
  TRAINING_CATEGORIES,
  type RecordKind,
  type StaffRecord,
  type StaffRecordInput,
} from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Selector, Tag, TextArea } from 'antd-mobile';
import { ErrorBlock } from '../../../../components/error-block';
import { useState, type ReactNode } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { ListQueryView } from '../../list-query-view';
import { AddInPlace, ScreenHeader } from '../../record-parts';
import { RecordFormCard } from '../../record-form-card';
import { DateRow, LabelledText, StepperRow } from '../../record-fields';
import { RecordItem } from '../../record-item';
import { RecordListCard } from '../../record-list-card';
import { localizedOptions } from '../../localized-options';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { zgdw, zgdwEndpoints } from './api';
import { useZgdwTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';
import { confirm } from '../../../../components/feedback';

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const categoriesOf = (kind: RecordKind) =>
  kind === 'training' ? TRAINING_CATEGORIES : ACHIEVEMENT_CATEGORIES;

function TrainingItem({ record, actions }: { record: StaffRecord; actions?: ReactNode }) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const category = (categoriesOf(record.kind) as Record<string, Parameters<typeof localize>[0]>)[
    record.category
  ]!;
  return (
    <RecordItem
      title={record.title}
      label={record.title}
      actions={actions}
      aside={
        <Tag color={STATUS_COLOR[record.status]} fill="outline">
          {localize(RECORD_STATUSES[record.status], language)}
        </Tag>
      }
    >
      <p className={styles.weak}>
        {localize(category, language)} · {localize(LEVELS[record.level], language)} · {record.organiser}
        {record.kind === 'training' ? ` · ${t('train.hoursN', { n: record.hours })}` : ''}
      </p>
      <p className={styles.weak}>{t('review.by', { owner: record.ownerName, date: record.date })}</p>
      {record.reviewNote && <p className={styles.text}>{t('train.note', { note: record.reviewNote })}</p>}
    </RecordItem>
  );
}

function NewRecord({ onDone }: { onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const [form, setForm] = useState<StaffRecordInput>({
    kind: 'training',
    category: 'school',
    title: '',
    organiser: '',
    date: schoolToday(),
    hours: 8,
    level: 'school',
  });
  const set = <K extends keyof StaffRecordInput>(key: K, value: StaffRecordInput[K]) =>
    setForm({ ...form, [key]: value });
  const categories = categoriesOf(form.kind);
  return (
    <RecordFormCard
      title={t('train.new')}
      submit={t('train.save')}
      done={t('train.saved')}
      command={() => zgdw.addRecord(client, form)}
      onDone={onDone}
    >
      <Selector
        aria-label={t('train.category')}
        options={(['training', 'achievement'] as const).map((k) => ({ label: t(`train.${k}`), value: k }))}
        value={[form.kind]}
        onChange={(v) =>
          v[0] &&
          setForm({
            ...form,
            kind: v[0],
            category: v[0] === 'training' ? 'school' : 'paper',
            hours: v[0] === 'training' ? 8 : 0,
          })
        }
      />
      <Selector
        aria-label={t('train.category')}
        options={Object.entries(categories).map(([k, label]) => ({
          label: localize(label, language),
          value: k,
        }))}
        value={[form.category]}
        onChange={(v) => v[0] && set('category', v[0] as StaffRecordInput['category'])}
      />
      <LabelledText
        label={t('train.title')}
        value={form.title}
        maxLength={200}
        onChange={(v) => set('title', v)}
      />
      <LabelledText
        label={t('train.organiser')}
        value={form.organiser}
        maxLength={100}
        onChange={(v) => set('organiser', v)}
      />
      <DateRow
        label={t('train.date')}
        value={form.date}
        max={schoolToday()}
        onChange={(v) => set('date', v)}
      />
      {form.kind === 'training' && (
        <StepperRow
          label={t('train.hours')}
          min={1}
          max={200}
          value={form.hours}
          onChange={(v) => set('hours', v)}
        />
      )}
      <Selector
        aria-label={t('train.level')}
        options={localizedOptions(LEVELS, language)}
        value={[form.level]}
        onChange={(v) => v[0] && set('level', v[0])}
      />
    </RecordFormCard>
  );
}

/** trainingList: the staff member's own training and achievements, and a new one for review. */
export function TrainingListPage(props: AffairScreenProps) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const mine = useQuery(endpointQuery(zgdwEndpoints.myRecords));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('train.hint')} />
      <QueryView query={mine}>
        {(loaded) => {
          const approved = loaded.filter((r) => r.status === 'approved');
          return (
            <>
              <div className={styles.pad}>
                <div className={styles.figures}>
                  <div className={styles.figure}>
                    <strong>{approved.reduce((n, r) => n + r.hours, 0)}</strong>
                    <small>{t('train.totalHours')}</small>
                  </div>
                  <div className={styles.figure}>
                    <strong>{approved.filter((r) => r.kind === 'achievement').length}</strong>
                    <small>{t('train.approvedN')}</small>
                  </div>
                </div>
              </div>
              <AddInPlace label={t('train.new')} form={(close) => <NewRecord onDone={close} />} />
              <RecordListCard
                title={localize(props.screen.title!, language)}
                rows={loaded}
                empty={t('train.empty')}
                item={(r) => <TrainingItem key={r.id} record={r} />}
              />
            </>
          );
        }}
      </QueryView>
    </>
  );
}

function Decide({ record }: { record: StaffRecord }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const [note, setNote] = useState('');
  const back = () =>
    confirm({
      title: t('review.reason'),
      content: <TextArea aria-label={t('review.reason')} rows={3} maxLength={300} onChange={setNote} />,
      onConfirm: () =>
        run(() => zgdw.decide(client, { id: record.id, approve: false, note }), t('review.done')).then(
          () => undefined,
        ),
    });
  return (
    <>
      <Button
        size="small"
        color="primary"
        loading={busy}
        onClick={() =>
          void run(() => zgdw.decide(client, { id: record.id, approve: true }), t('review.done'))
        }
      >
        {t('review.approve')}
      </Button>
      <Button size="small" loading={busy} onClick={() => void back()}>
        {t('review.return')}
      </Button>
    </>
  );
}

/** trainingReview: the office approves the team's records or returns them with a reason. */
export function TrainingReviewPage(props: AffairScreenProps) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const [status, setStatus] = useState<keyof typeof RECORD_STATUSES>('pending');
  const list = useQuery(endpointQuery(zgdwEndpoints.review, { query: { status } }));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('review.hint')} />
      <ChipTabs activeKey={status} onChange={(k) => setStatus(k as keyof typeof RECORD_STATUSES)}>
        {(Object.keys(RECORD_STATUSES) as (keyof typeof RECORD_STATUSES)[]).map((k) => (
          <ChipTabs.Tab key={k} title={localize(RECORD_STATUSES[k], language)} />
        ))}
      </ChipTabs>
      <ListQueryView
        query={list}
        empty={<ErrorBlock status="empty" title={t('review.empty')} description="" />}
      >
        {(loaded) => (
          <SectionCard title={localize(RECORD_STATUSES[status], language)}>
            <ul className={styles.list}>
              {loaded.map((r) => (
                <TrainingItem
                  key={r.id}
                  record={r}
                  actions={r.status === 'pending' && <Decide record={r} />}
                />
              ))}
            </ul>
          </SectionCard>
        )}
      </ListQueryView>
    </>
  );
}
