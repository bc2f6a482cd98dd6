import { Tag } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { STATE_COLORS, type RequestState } from './request-status';

/** Where a request stands, as a small coloured tag (a module may name its final state: 已认定). */
export function StatusTag({ state, label }: { state: RequestState; label?: string }) {
  const { t } = useWorkflowTexts();
  return (
    <Tag color={STATE_COLORS[state]} fill="outline">
      {label ?? t(`bpm.state.${state}`)}
    </Tag>
  );
}
