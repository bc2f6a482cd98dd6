import { localize } from '@campus/contract';
import { LOG_CATEGORIES, type LogCategory } from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Picker, Stepper, Tag, TextArea } from 'antd-mobile';
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

function NewLog({ onDone }: { onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const [category, setCategory] = useState<LogCategory>('classMeeting');
  const [date, setDate] = useState(schoolToday());
  const [students, setStudents] = useState(1);
  const [content, setContent] = useState('');
  const [picking, setPicking] = useState(false);
  return (
    <SectionCard title={t('log.new')}>
      <div className={styles.form}>
        <div className={styles.row}>
          <span>{t('log.category')}</span>
          <Button size="small" onClick={() => setPicking(true)} aria-label={t('log.category')}>
            {localize(LOG_CATEGORIES[category], language)}
          </Button>
          <Picker
            visible={picking}
            onClose={() => setPicking(false)}
            columns={[
              (Object.keys(LOG_CATEGORIES) as LogCategory[]).map((k) => ({
                label: localize(LOG_CATEGORIES[k], language),
                value: k,
              })),
            ]}
            value={[category]}
            onConfirm={(v) => v[0] && setCategory(v[0] as LogCategory)}
          />
        </div>
        <label className={styles.row}>
          <span>{t('log.date')}</span>
          <input
            className={styles.field}
            type="date"
            value={date}
            max={schoolToday()}
            onChange={(e) => setDate(e.target.value)}
            aria-label={t('log.date')}
          />
        </label>
        <div className={styles.row}>
          <span>{t('log.students')}</span>
          <Stepper min={0} max={500} value={students} onChange={setStudents} aria-label={t('log.students')} />
        </div>
        <TextArea
          className={styles.field}
          aria-label={t('log.content')}
          placeholder={t('log.content')}
          value={content}
          onChange={setContent}
          maxLength={2000}
          rows={3}
        />
        <SubmitButton
          label={t('log.save')}
          done={t('log.saved')}
          command={() => zgdw.writeLog(client, { category, date, students, content })}
          onDone={onDone}
        />
      </div>
    </SectionCard>
  );
}

/** workLog: the counsellor's own log (write, read); the college and the office read their counsellors'. */
export function WorkLogPage(props: AffairScreenProps) {
  const t = useZgdwTexts();
  const language = useViewStore((s) => s.language);
  const [authorId, setAuthorId] = useState<string>();
  const [picking, setPicking] = useState(false);
  const view = useQuery(endpointQuery(zgdwEndpoints.logs, { query: authorId ? { authorId } : {} }));
  return (
    <>
      <ScreenHeader props={props} subtitle={t('log.hint')} />
      <QueryView query={view}>
        {(loaded) => (
          <>
            <AddInPlace
              label={t('log.new')}
              allowed={loaded.mayWrite && loaded.authorId === loaded.authors[0]?.id}
              form={(close) => <NewLog onDone={close} />}
            />
            <SectionCard
              title={loaded.authors.find((a) => a.id === loaded.authorId)?.name ?? ''}
              extra={
                loaded.authors.length > 1 && (
                  <>
                    <Button size="mini" onClick={() => setPicking(true)}>
                      {loaded.authors.find((a) => a.id === loaded.authorId)?.name}
                    </Button>
                    <Picker
                      visible={picking}
                      onClose={() => setPicking(false)}
                      columns={[loaded.authors.map((a) => ({ label: a.name, value: a.id }))]}
                      value={[loaded.authorId ?? '']}
                      onConfirm={(v) => v[0] && setAuthorId(String(v[0]))}
                    />
                  </>
                )
              }
            >
              {loaded.logs.length === 0 ? (
                <ErrorBlock status="empty" title={t('log.empty')} description="" />
              ) : (
                <ul className={styles.list}>
                  {loaded.logs.map((log) => (
                    <li key={log.id} className={styles.item}>
                      <div className={styles.head}>
                        <span>{log.date}</span>
                        <Tag fill="outline">{localize(LOG_CATEGORIES[log.category], language)}</Tag>
                      </div>
                      <p className={styles.text}>{log.content}</p>
                      <p className={styles.weak}>{t('log.studentsN', { n: log.students })}</p>
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
