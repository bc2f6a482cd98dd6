import { Tag } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './flow-diagram.module.css';

/** A step's name on a request's route, tagged with the condition it applies under, if any. */
export function RouteStepTitle({ name, condition }: { name: string; condition?: string | null }) {
  const { t } = useWorkflowTexts();
  return (
    <span className={styles.stepTitle}>
      {name}
      {condition && (
        <Tag color="warning" fill="outline">
          {t('affairs.approvalRoute.when', { condition })}
        </Tag>
      )}
    </span>
  );
}
