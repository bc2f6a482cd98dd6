import { localize } from '@campus/contract';
import { TALK_TYPES, type TalkInput } from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { AddInPlace, ScreenHeader } from '../../record-parts';
import { RecordFormCard } from '../../record-form-card';
import { DateRow, LabelledText, PickerRow, StepperRow } from '../../record-fields';
import { RecordItem } from '../../record-item';
import { RecordListCard } from '../../record-list-card';
import { localizedOptions } from '../../localized-options';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { zgdw, zgdwEndpoints } from './api';
import { useZgdwTexts } from './texts';

function NewTalk({ onDone }: { onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const students = useQuery(endpointQuery(zgdwEndpoints.talkStudents));
  const [form, setForm] = useState<TalkInput>({
    studentId: '',
    date: schoolToday(),
    minutes: 30,
    type: 'study',
    topic: '',
    measures: '',
    followUp: null,
  });
  const set = <K extends keyof TalkInput>(key: K, value: TalkInput[K]) => setForm({ ...form, [key]: value });
  const chosen = students.data?.find((s) => s.id === form.studentId);
  return (
    <RecordFormCard
      title={t('talk.new')}
      submit={t('talk.save')}
      done={t('talk.saved')}
      command={() => zgdw.writeTalk(client, form)}
      onDone={onDone}
    >
      <PickerRow
        label={t('talk.student')}
        text={chosen ? `${chosen.name} · ${chosen.number}` : t('talk.pick')}
        options={(students.data ?? []).map((s) => ({ label: `${s.name} ${s.number}`, value: s.id }))}
        value={form.studentId}
        onPick={(id) => set('studentId', id)}
      />
      <Selector
        aria-label={t('talk.type')}
        options={localizedOptions(TALK_TYPES, language)}
        value={[form.type]}
        onChange={(v) => v[0] && set('type', v[0])}
      />
      <DateRow
        label={t('talk.date')}
        value={form.date}
        max={schoolToday()}
        onChange={(v) => set('date', v)}
      />
      <StepperRow
        label={t('talk.minutes')}
        min={5}
        max={480}
        step={5}
        value={form.minutes}
        onChange={(v) => set('minutes', v)}
      />
      <LabelledText
        label={t('talk.topic')}
        value={form.topic}
        maxLength={200}
        onChange={(v) => set('topic', v)}
      />
      <LabelledText
        label={t('talk.measures')}
        value={form.measures}
        maxLength={2000}
        rows={3}
        onChange={(v) => set('measures', v)}
      />
      <DateRow
        label={t('talk.followUp')}
        value={form.followUp ?? ''}
        onChange={(v) => set('followUp', v || null)}
      />
    </RecordFormCard>
  );
}

/** talkRecords: the counsellor's own talk records (confidential); the college reads its students', the office's leadership all. */
export function TalkRecordsPage(props: AffairScreenProps) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const view = useQuery(endpointQuery(zgdwEndpoints.talks));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('talk.hint')} />
      <QueryView query={view}>
        {(loaded) => (
          <>
            {loaded.leadership && <p className={styles.note}>{t('talk.leadership')}</p>}
            {loaded.college && <p className={styles.note}>{t('talk.college')}</p>}
            {loaded.coverage && (
              <SectionCard title={t('talk.coverage', loaded.coverage)}>
                <div className={styles.bar} role="presentation">
                  <span
                    style={{
                      width: `${(loaded.coverage.talked / Math.max(1, loaded.coverage.students)) * 100}%`,
                    }}
                  />
                </div>
              </SectionCard>
            )}
            <AddInPlace
              label={t('talk.new')}
              allowed={loaded.mayWrite}
              form={(close) => <NewTalk onDone={close} />}
            />
            <RecordListCard
              title={localize(props.screen.title!, language)}
              rows={loaded.records}
              empty={t('talk.empty')}
              item={(r) => (
                <RecordItem
                  key={r.id}
                  title={
                    <>
                      {r.studentName} · {r.className}
                    </>
                  }
                  aside={<Tag fill="outline">{localize(TALK_TYPES[r.type], language)}</Tag>}
                >
                  <p className={styles.weak}>
                    {t('talk.line', { date: r.date, minutes: r.minutes, author: r.authorName })}
                  </p>
                  <p className={styles.text}>{r.topic}</p>
                  <p className={styles.weak}>{r.measures}</p>
                  {r.followUp && (
                    <Tag color="warning" fill="outline">
                      {t('talk.followUpOn', { date: r.followUp })}
                    </Tag>
                  )}
                </RecordItem>
              )}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
