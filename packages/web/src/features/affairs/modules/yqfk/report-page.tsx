import {
  LOCATION_LABELS,
  LOCATIONS,
  SYMPTOM_LABELS,
  SYMPTOMS,
  type HealthLocation,
  type HealthToday,
  type Symptom,
} from '@campus/contract/affairs/yqfk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { FieldItem, FieldList } from '../../../../components/field-item';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { Stepper } from '../../../../components/stepper';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { SubmitButton } from '../../submit-button';
import { health, yqfkEndpoints } from './api';
import { useHealthTexts } from './texts';
import styles from './yqfk.module.css';

/** Today's report, started from the previous one (the school asks only the questions it chose). */
function ReportForm({ view }: { view: HealthToday }) {
  const t = useHealthTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const from = view.previous;
  const [temperature, setTemperature] = useState(from?.temperature ?? 36.5);
  const [symptoms, setSymptoms] = useState<Symptom[]>(from?.symptoms ?? []);
  const [location, setLocation] = useState<HealthLocation | null>(from?.location ?? null);
  const [contact, setContact] = useState<boolean | null>(from?.contact ?? null);
  const [note, setNote] = useState('');
  const { questions } = view;
  const refresh = () => invalidateEndpoints(client, [yqfkEndpoints.today, yqfkEndpoints.history]);
  const submit = async () => {
    const answers = {
      temperature: Math.round(temperature * 10) / 10,
      symptoms: questions.symptoms ? symptoms : [],
      location: questions.location ? location : null,
      contact: questions.contact ? contact : null,
      note,
    };
    if ((await run(() => health.report(answers), t('reported'))) !== undefined) await refresh();
  };
  const unchanged = async () => {
    if ((await run(() => health.unchanged(), t('reported'))) !== undefined) await refresh();
  };
  const fever = temperature >= view.feverFrom;
  return (
    <>
      {from && <NoticeBar color="info" wrap content={t('prefilled', { date: from.date })} />}
      <FieldList>
        <FieldItem layout="vertical" label={t('temperature')} htmlFor="yqfk-temperature">
          <Stepper
            id="yqfk-temperature"
            aria-label={t('temperature')}
            value={temperature}
            onChange={(v) => setTemperature(Number(v))}
            step={0.1}
            digits={1}
            min={34}
            max={43}
          />
          {fever && <p className={styles.abnormal}>{t('fever', { from: view.feverFrom })}</p>}
        </FieldItem>
        {questions.symptoms && (
          <FieldItem layout="vertical" label={t('symptoms')}>
            <Selector
              multiple
              value={symptoms}
              onChange={(v) => setSymptoms(v)}
              options={SYMPTOMS.map((s) => ({ value: s, label: SYMPTOM_LABELS[s][language] }))}
            />
          </FieldItem>
        )}
        {questions.location && (
          <FieldItem layout="vertical" label={t('location')}>
            <Selector
              value={location ? [location] : []}
              onChange={(v) => setLocation(v[0] ?? null)}
              options={LOCATIONS.map((l) => ({ value: l, label: LOCATION_LABELS[l][language] }))}
            />
          </FieldItem>
        )}
        {questions.contact && (
          <FieldItem layout="vertical" label={t('contact')}>
            <Selector
              value={contact === null ? [] : [contact ? 'yes' : 'no']}
              onChange={(v) => setContact(v[0] === undefined ? null : v[0] === 'yes')}
              options={[
                { value: 'no', label: t('no') },
                { value: 'yes', label: t('yes') },
              ]}
            />
          </FieldItem>
        )}
        <FieldItem layout="vertical" label={t('note')} htmlFor="yqfk-note">
          <Input
            id="yqfk-note"
            aria-label={t('note')}
            value={note}
            onChange={setNote}
            maxLength={200}
            clearable
          />
        </FieldItem>
      </FieldList>
      <div className={styles.bar}>
        <SubmitButton label={t('submit')} busy={busy} onSubmit={submit} />
        {from && (
          <Button block fill="outline" color="primary" disabled={busy} onClick={() => void unchanged()}>
            {t('unchanged')}
          </Button>
        )}
      </div>
    </>
  );
}

function Done({ view }: { view: HealthToday }) {
  const t = useHealthTexts();
  const language = useViewStore((s) => s.language);
  const report = view.report!;
  return (
    <>
      <NoticeBar
        color={report.abnormal ? 'alert' : 'success'}
        wrap
        content={
          report.abnormal ? t('abnormal') : t('done', { time: formatDateTime(report.reportedAt, 'HH:mm') })
        }
      />
      <SectionCard title={t('done', { time: formatDateTime(report.reportedAt, 'HH:mm') })}>
        <p className={report.temperature >= view.feverFrom ? styles.abnormal : styles.meta}>
          {t('temperature')}: {report.temperature.toFixed(1)}
        </p>
        {report.symptoms.length > 0 && (
          <p className={styles.abnormal}>
            {report.symptoms.map((s) => SYMPTOM_LABELS[s][language]).join('、')}
          </p>
        )}
        {report.location && <p className={styles.meta}>{LOCATION_LABELS[report.location][language]}</p>}
      </SectionCard>
    </>
  );
}

/** healthReport: the student's daily health report, once a school day while the school has it on. */
export function HealthReportPage(props: AffairScreenProps) {
  const t = useHealthTexts();
  const today = useQuery(endpointQuery(yqfkEndpoints.today, {}));
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={today}>
        {(view) =>
          !view.enabled && !view.report ? (
            <NoticeBar color="info" wrap content={t('off')} />
          ) : view.report ? (
            <Done view={view} />
          ) : (
            <ReportForm view={view} />
          )
        }
      </QueryView>
    </>
  );
}
