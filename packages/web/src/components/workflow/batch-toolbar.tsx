import { Button } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './batch-toolbar.module.css';

interface BatchToolbarProps {
  /** Ticking is on. */
  active: boolean;
  /** What the list is for, shown while ticking is off. */
  hint: string;
  onStart: () => void;
  onCancel: () => void;
}

/** Under a task list's search: its hint and the button that turns batch approval on and off. */
export function BatchToolbar({ active, hint, onStart, onCancel }: BatchToolbarProps) {
  const { t } = useWorkflowTexts();
  return (
    <div className={styles.toolbar}>
      <span>{active ? t('bpm.batch.hint') : hint}</span>
      <Button size="mini" color="primary" fill="outline" onClick={active ? onCancel : onStart}>
        {active ? t('form.cancel') : t('bpm.batch.start')}
      </Button>
    </div>
  );
}
