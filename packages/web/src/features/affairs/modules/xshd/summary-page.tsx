import type { AttachmentRef, UploadField } from '@campus/contract';
import type { ActivityView } from '@campus/contract/affairs/xshd';
import { TextArea } from 'antd-mobile';
import { Suspense, useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { AttachmentList } from '../../../../components/form-renderer/attachment-list';
import { LazyImageControl } from '../../../../components/form-renderer/controls/lazy-image-control';
import type { AffairScreenProps } from '../../affair-screen';
import { activities } from './api';
import styles from '../../own-screens.module.css';
import { OneActivity, StageTag, when } from './parts';
import { SubmitBar } from './submit-bar';
import { useActivityTexts } from './texts';

const PHOTOS: UploadField = { key: 'photos', type: 'image', label: '', maxCount: 9, maxSizeMB: 5 };

function SummaryForm({ activity }: { activity: ActivityView }) {
  const t = useActivityTexts();
  const [text, setText] = useState(activity.summary?.text ?? '');
  const [photos, setPhotos] = useState<AttachmentRef[]>(activity.summary?.photos ?? []);
  return (
    <>
      <SectionCard title={t('summary.text')}>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('summary.textHint')}
          rows={6}
          maxLength={2000}
          showCount
        />
      </SectionCard>
      <SectionCard title={t('summary.photos')}>
        <Suspense fallback={null}>
          <LazyImageControl field={PHOTOS} value={photos} onChange={(v) => setPhotos(v ?? [])} />
        </Suspense>
      </SectionCard>
      <SubmitBar
        label={t('summary.submit')}
        done={t('summary.done')}
        disabled={text.trim().length < 10}
        command={() => activities.summarise(activity.id, { text, photos })}
      />
    </>
  );
}

/** activitySummary ?id=: the organiser writes the summary once the activity has ended; anyone reads it after. */
export function ActivitySummaryPage(props: AffairScreenProps) {
  const t = useActivityTexts();
  return (
    <OneActivity props={props}>
      {(a) => (
        <>
          <SectionCard title={a.name} extra={<StageTag stage={a.stage} />}>
            <p className={styles.meta}>
              {when(a)} · {a.place} · {t('manage.signedIn')} {a.signedIn}
            </p>
          </SectionCard>
          {a.manages && (a.stage === 'ended' || a.stage === 'summarised') ? (
            <SummaryForm activity={a} />
          ) : a.summary ? (
            <SectionCard title={t('detail.summary')}>
              <p className={styles.text}>{a.summary.text}</p>
              <AttachmentList attachments={a.summary.photos} images />
            </SectionCard>
          ) : (
            <p className={`${styles.card} ${styles.meta}`}>{t('summary.wait')}</p>
          )}
        </>
      )}
    </OneActivity>
  );
}
