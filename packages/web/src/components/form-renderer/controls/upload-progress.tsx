import { ProgressBar } from 'antd-mobile';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import styles from './controls.module.css';

/** How far the uploads of a field have got; nothing when none is on its way. */
export function UploadProgress({ fraction }: { fraction: number | undefined }) {
  const { t } = useWorkflowTexts();
  if (fraction === undefined) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <ProgressBar percent={percent} />
      <span>{t('form.upload.uploading', { percent })}</span>
    </div>
  );
}
