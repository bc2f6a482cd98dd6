import type { AttachmentRef } from '@campus/contract';
import { CloseCircleFill, FileOutline } from 'antd-mobile-icons';
import { http } from '../../api/http';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { downloadAttachment, imageUrl } from '../../lib/attachments';
import { formatFileSize } from '../../lib/format';
import { AuthImage } from '../auth-image';
import { showImages } from '../feedback';
import styles from './attachment-list.module.css';

interface AttachmentListProps {
  attachments: readonly AttachmentRef[];
  /** Shown as thumbnails that open full screen, rather than as file rows. */
  images?: boolean;
  onRemove?: (id: string) => void;
}

async function preview(attachments: readonly AttachmentRef[], index: number) {
  try {
    const urls = await Promise.all(attachments.map((a) => imageUrl(a.id)));
    await showImages(urls, index);
  } catch (error) {
    http.report(error);
  }
}

/** Attachments of a form value: images as thumbnails, other files as rows that download on tap. */
export function AttachmentList({ attachments, images = false, onRemove }: AttachmentListProps) {
  const { t } = useWorkflowTexts();
  if (attachments.length === 0) return null;
  if (images) {
    return (
      <div className={styles.thumbnails}>
        {attachments.map((attachment, index) => (
          <button
            type="button"
            key={attachment.id}
            className={styles.thumbnail}
            aria-label={attachment.name}
            onClick={() => void preview(attachments, index)}
          >
            <AuthImage attachmentId={attachment.id} alt={attachment.name} className={styles.image} />
          </button>
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.files}>
      {attachments.map((attachment) => (
        <li key={attachment.id} className={styles.file}>
          <button
            type="button"
            className={styles.name}
            title={t('form.upload.download')}
            onClick={() => downloadAttachment(attachment).catch((error: unknown) => http.report(error))}
          >
            <FileOutline aria-hidden /> <span>{attachment.name}</span>
            <small>{formatFileSize(attachment.size)}</small>
          </button>
          {onRemove && (
            <button
              type="button"
              className={styles.remove}
              aria-label={t('form.upload.remove')}
              onClick={() => onRemove(attachment.id)}
            >
              <CloseCircleFill />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
