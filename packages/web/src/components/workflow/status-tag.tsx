import { Tag } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { STATE_COLORS, type RequestState } from './request-status';

/** Where a request stands, as a small coloured tag. */
export function StatusTag({ state }: { state: RequestState }) {
  const { t } = useWorkflowTexts();
  return (
    <Tag color={STATE_COLORS[state]} fill="outline">
      {t(`bpm.state.${state}`)}
    </Tag>
  );
}
