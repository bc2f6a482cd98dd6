import type { AttachmentRef, UploadField } from '@campus/contract';
import { Button } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef, type ChangeEvent } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { AttachmentList } from '../attachment-list';
import { acceptAttribute } from '../upload-rules';
import { useUploads } from '../use-uploads';
import type { ControlProps } from './control-props';
import { UploadProgress } from './upload-progress';
import styles from './controls.module.css';

/** Documents of any allowed type: a list with download and remove, and a button to add more. */
export function FileControl({ field, value, onChange }: ControlProps<AttachmentRef[], UploadField>) {
  const { t } = useWorkflowTexts();
  const input = useRef<HTMLInputElement>(null);
  const { accepts, upload, progress } = useUploads(field);
  const attached = value ?? [];
  const full = field.maxCount !== undefined && attached.length >= field.maxCount;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    let next = attached;
    for (const file of picked) {
      if (!accepts(file, next.length)) continue;
      try {
        next = [...next, await upload(file)];
        onChange?.(next);
      } catch {
        // Reported by the upload; the files uploaded so far stay.
      }
    }
  };

  return (
    <div className={styles.files}>
      <AttachmentList
        attachments={attached}
        onRemove={(id) => {
          const rest = attached.filter((a) => a.id !== id);
          onChange?.(rest.length ? rest : undefined);
        }}
      />
      <UploadProgress fraction={progress} />
      {!full && (
        <Button size="small" fill="outline" onClick={() => input.current?.click()}>
          <AddOutline /> {t('form.upload.add')}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple={field.maxCount !== 1}
        accept={acceptAttribute(field)}
        onChange={(event) => void pick(event)}
      />
    </div>
  );
}
