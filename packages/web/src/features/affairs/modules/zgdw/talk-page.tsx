import { localize } from '@campus/contract';
import { TALK_TYPES, type TalkInput, type TalkType } from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Input, Picker, Selector, Stepper, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { schoolToday } from '../../../../lib/school-date';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { AddInPlace, ScreenHeader, SubmitButton } from '../../record-parts';
import styles from '../../record-list.module.css';
import { endpointQuery } from '../../../../api/http';
import { zgdw, zgdwEndpoints } from './api';
import { useZgdwTexts } from './texts';

function NewTalk({ onDone }: { onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const students = useQuery(endpointQuery(zgdwEndpoints.talkStudents));
  const [picking, setPicking] = useState(false);
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
    <SectionCard title={t('talk.new')}>
      <div className={styles.form}>
        <div className={styles.row}>
          <span>{t('talk.student')}</span>
          <Button size="small" onClick={() => setPicking(true)} aria-label={t('talk.student')}>
            {chosen ? `${chosen.name} · ${chosen.number}` : t('talk.pick')}
          </Button>
          <Picker
            visible={picking}
            onClose={() => setPicking(false)}
            columns={[(students.data ?? []).map((s) => ({ label: `${s.name} ${s.number}`, value: s.id }))]}
            value={[form.studentId]}
            onConfirm={(v) => v[0] && set('studentId', String(v[0]))}
          />
        </div>
        <Selector
          aria-label={t('talk.type')}
          options={(Object.keys(TALK_TYPES) as TalkType[]).map((k) => ({
            label: localize(TALK_TYPES[k], language),
            value: k,
          }))}
          value={[form.type]}
          onChange={(v) => v[0] && set('type', v[0])}
        />
        <label className={styles.row}>
          <span>{t('talk.date')}</span>
          <input
            className={styles.field}
            type="date"
            value={form.date}
            max={schoolToday()}
            onChange={(e) => set('date', e.target.value)}
            aria-label={t('talk.date')}
          />
        </label>
        <div className={styles.row}>
          <span>{t('talk.minutes')}</span>
          <Stepper
            min={5}
            max={480}
            step={5}
            value={form.minutes}
            onChange={(v) => set('minutes', v)}
            aria-label={t('talk.minutes')}
          />
        </div>
        <Input
          className={styles.field}
          aria-label={t('talk.topic')}
          placeholder={t('talk.topic')}
          value={form.topic}
          maxLength={200}
          onChange={(v) => set('topic', v)}
        />
        <TextArea
          className={styles.field}
          aria-label={t('talk.measures')}
          placeholder={t('talk.measures')}
          value={form.measures}
          maxLength={2000}
          rows={3}
          onChange={(v) => set('measures', v)}
        />
        <label className={styles.row}>
          <span>{t('talk.followUp')}</span>
          <input
            className={styles.field}
            type="date"
            value={form.followUp ?? ''}
            onChange={(e) => set('followUp', e.target.value || null)}
            aria-label={t('talk.followUp')}
          />
        </label>
        <SubmitButton
          label={t('talk.save')}
          done={t('talk.saved')}
          command={() => zgdw.writeTalk(client, form)}
          onDone={onDone}
        />
      </div>
    </SectionCard>
  );
}

/** talkRecords: the counsellor's own talk records (confidential); the office's leadership reads all. */
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
            <SectionCard title={localize(props.screen.title!, language)}>
              {loaded.records.length === 0 ? (
                <ErrorBlock status="empty" title={t('talk.empty')} description="" />
              ) : (
                <ul className={styles.list}>
                  {loaded.records.map((r) => (
                    <li key={r.id} className={styles.item}>
                      <div className={styles.head}>
                        <span>
                          {r.studentName} · {r.className}
                        </span>
                        <Tag fill="outline">{localize(TALK_TYPES[r.type], language)}</Tag>
                      </div>
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
                    </li>
                  ))}
                </ul>
              )}
            </SectionCard>
          </>
        )}
      </QueryView>
    </>
  );
}
