import type { AttachmentRef, UploadField } from '@campus/contract';
import type { ActivityView, ActivityWork } from '@campus/contract/affairs/xshd';
import { useQuery } from '@tanstack/react-query';
import { Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { AttachmentList } from '../../../../components/form-renderer/attachment-list';
import { FileControl } from '../../../../components/form-renderer';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { activities, xshdEndpoints } from './api';
import styles from '../../own-screens.module.css';
import { OneActivity, StageTag } from './parts';
import { SubmitBar } from './submit-bar';
import { useActivityTexts } from './texts';

const FILES: UploadField = { key: 'files', type: 'upload', label: '', maxCount: 5, maxSizeMB: 20 };

function WorkCard({ work }: { work: ActivityWork }) {
  const t = useActivityTexts();
  return (
    <SectionCard title={work.title}>
      <p className={styles.meta}>
        {t('works.by', { name: work.name, time: formatDateTime(work.updatedAt, 'MM-DD HH:mm') })}
      </p>
      <p className={styles.text}>{work.description}</p>
      <AttachmentList attachments={work.files} />
    </SectionCard>
  );
}

function WorkForm({ activity, mine }: { activity: ActivityView; mine: ActivityWork | undefined }) {
  const t = useActivityTexts();
  const [title, setTitle] = useState(mine?.title ?? '');
  const [description, setDescription] = useState(mine?.description ?? '');
  const [files, setFiles] = useState<AttachmentRef[]>(mine?.files ?? []);
  return (
    <>
      <SectionCard title={t('works.title')}>
        <Input value={title} onChange={setTitle} maxLength={100} clearable aria-label={t('works.title')} />
      </SectionCard>
      <SectionCard title={t('works.description')}>
        <TextArea value={description} onChange={setDescription} rows={4} maxLength={1000} showCount />
      </SectionCard>
      <SectionCard title={t('works.files')}>
        <FileControl field={FILES} value={files} onChange={(v) => setFiles(v ?? [])} />
      </SectionCard>
      <SubmitBar
        label={t(mine ? 'works.resubmit' : 'works.submit')}
        done={t('works.done')}
        disabled={!title.trim() || !description.trim()}
        command={() => activities.submitWork(activity.id, { title, description, files })}
      />
    </>
  );
}

function Works({ activity }: { activity: ActivityView }) {
  const t = useActivityTexts();
  const query = useQuery(endpointQuery(xshdEndpoints.works, { params: { id: activity.id } }));
  return (
    <QueryView query={query}>
      {(works) =>
        activity.manages ? (
          works.length === 0 ? (
            <p className={`${styles.card} ${styles.meta}`}>{t('works.none')}</p>
          ) : (
            works.map((w) => <WorkCard key={w.id} work={w} />)
          )
        ) : (
          <WorkForm activity={activity} mine={works[0]} />
        )
      }
    </QueryView>
  );
}

/** activityWorks ?id=: a student with a place hands in a work; the organiser and staff read them all. */
export function ActivityWorksPage(props: AffairScreenProps) {
  return (
    <OneActivity props={props}>
      {(a) => (
        <>
          <SectionCard title={a.name} extra={<StageTag stage={a.stage} />}>
            <p className={styles.meta}>{a.organiser}</p>
          </SectionCard>
          <Works activity={a} />
        </>
      )}
    </OneActivity>
  );
}
