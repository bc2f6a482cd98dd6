import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ChangeRow } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';

const STATUS_COLORS = { running: 'primary', finish: 'success', cancel: 'default' } as const;

/** A transfer or proxy, and whether it is still running, as two small tags. */
export function ChangeTags({ change }: { change: ChangeRow }) {
  const { t } = useWorkflowTexts();
  const { t: tc } = useTranslation('contract');
  return (
    <span>
      <Tag color="warning" fill="outline">
        {tc(`bpm.action.${change.changeType}`)}
      </Tag>{' '}
      <Tag color={STATUS_COLORS[change.status]} fill="outline">
        {t(`bpm.change.status.${change.status}`)}
      </Tag>
    </span>
  );
}
