import { Button } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './batch-toolbar.module.css';
import type { BatchSelection } from './use-batch-selection';

interface BatchToolbarProps {
  /** The list's batch approval (useBatchSelection). */
  batch: BatchSelection;
  /** What the list is for, shown while ticking is off. */
  hint: string;
}

/** Under a task list's search: its hint and the button that turns batch approval on and off. */
export function BatchToolbar({ batch, hint }: BatchToolbarProps) {
  const { t } = useWorkflowTexts();
  return (
    <div className={styles.toolbar}>
      <span>{batch.active ? t('bpm.batch.hint') : hint}</span>
      <Button size="mini" color="primary" fill="outline" onClick={batch.active ? batch.leave : batch.start}>
        {batch.active ? t('form.cancel') : t('bpm.batch.start')}
      </Button>
    </div>
  );
}
