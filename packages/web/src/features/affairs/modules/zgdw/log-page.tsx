import { localize } from '@campus/contract';
import { LOG_CATEGORIES, type LogCategory } from '@campus/contract/affairs/zgdw';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Picker, Tag } from 'antd-mobile';
import { useState } from 'react';
import { QueryView } from '../../../../components/query-view';
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

function NewLog({ onDone }: { onDone: () => void }) {
  const t = useZgdwTexts();
  const client = useQueryClient();
  const language = useViewStore((s) => s.language);
  const [category, setCategory] = useState<LogCategory>('classMeeting');
  const [date, setDate] = useState(schoolToday());
  const [students, setStudents] = useState(1);
  const [content, setContent] = useState('');
  return (
    <RecordFormCard
      title={t('log.new')}
      submit={t('log.save')}
      done={t('log.saved')}
      command={() => zgdw.writeLog(client, { category, date, students, content })}
      onDone={onDone}
    >
      <PickerRow
        label={t('log.category')}
        text={localize(LOG_CATEGORIES[category], language)}
        options={localizedOptions(LOG_CATEGORIES, language)}
        value={category}
        onPick={setCategory}
      />
      <DateRow label={t('log.date')} value={date} max={schoolToday()} onChange={setDate} />
      <StepperRow label={t('log.students')} min={0} max={500} value={students} onChange={setStudents} />
      <LabelledText
        label={t('log.content')}
        value={content}
        onChange={setContent}
        maxLength={2000}
        rows={3}
      />
    </RecordFormCard>
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
            <RecordListCard
              title={loaded.authors.find((a) => a.id === loaded.authorId)?.name ?? ''}
              rows={loaded.logs}
              empty={t('log.empty')}
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
              item={(log) => (
                <RecordItem
                  key={log.id}
                  title={log.date}
                  aside={<Tag fill="outline">{localize(LOG_CATEGORIES[log.category], language)}</Tag>}
                >
                  <p className={styles.text}>{log.content}</p>
                  <p className={styles.weak}>{t('log.studentsN', { n: log.students })}</p>
                </RecordItem>
              )}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
