import type { AttachmentRef, UploadField } from '@campus/contract';
import type { ActivityView } from '@campus/contract/affairs/xshd';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { AttachmentList } from '../../../../components/form-renderer/attachment-list';
import { ImageControl } from '../../../../components/form-renderer/controls/image-control';
import { useCommand } from '../../../../components/workflow/use-command';
import type { AffairScreenProps } from '../../affair-screen';
import { ACTIVITY_QUERIES, activities } from './api';
import styles from '../../own-screens.module.css';
import { OneActivity, StageTag, when } from './parts';
import { useActivityTexts } from './texts';

const PHOTOS: UploadField = { key: 'photos', type: 'image', label: '', maxCount: 9, maxSizeMB: 5 };

function SummaryForm({ activity }: { activity: ActivityView }) {
  const t = useActivityTexts();
  const { busy, run } = useCommand(ACTIVITY_QUERIES);
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
        <ImageControl field={PHOTOS} value={photos} onChange={(v) => setPhotos(v ?? [])} />
      </SectionCard>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          loading={busy}
          disabled={text.trim().length < 10}
          onClick={() =>
            void run(() => activities.summarise(activity.id, { text, photos }), t('summary.done'))
          }
        >
          {t('summary.submit')}
        </Button>
      </div>
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
