import type { AttachmentRef } from '@campus/contract';
import { List } from 'antd-mobile';
import { DownlandOutline, FileOutline } from 'antd-mobile-icons';
import { http } from '../../api/http';
import { usePortalTexts } from '../../i18n/portal-texts';
import { downloadAttachment } from '../../lib/attachments';
import { formatFileSize } from '../../lib/format';
import styles from './attachment-list.module.css';

/** An announcement's attachments; a tap downloads one under its own name. */
export function AttachmentList({ files }: { files: AttachmentRef[] }) {
  const { t } = usePortalTexts();
  const download = (file: AttachmentRef) =>
    downloadAttachment(file).catch((error: unknown) => http.report(error));
  return (
    <section className={styles.section} aria-labelledby="notice-attachments">
      <h2 id="notice-attachments" className={styles.heading}>
        {t('notice.attachments', { n: files.length })}
      </h2>
      <List className={styles.list}>
        {files.map((file) => (
          <List.Item
            key={file.id}
            prefix={<FileOutline />}
            description={formatFileSize(file.size)}
            extra={<DownlandOutline aria-label={t('notice.download')} />}
            arrow={false}
            onClick={() => void download(file)}
          >
            {file.name}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
