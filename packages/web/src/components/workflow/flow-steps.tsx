import { Steps } from 'antd-mobile';
import type { FlowImage, FlowStep } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './flow-diagram.module.css';
import { RouteStepTitle } from './route-step-title';

type StepStatus = 'wait' | 'process' | 'finish' | 'error';

/** Refusals and send-backs read as errors; any other recorded action as done. */
const REFUSED = new Set(['oppose', 'reject', 'rejectToPrevious', 'rejectToStart', 'endProcess', 'abandon']);

function stepStatus(step: FlowStep): StepStatus {
  if (!step.status) return 'wait';
  if (step.status === 'current') return 'process';
  return REFUSED.has(step.status) ? 'error' : 'finish';
}

/**
 * The request's route as a list (issue 17 item 3: what a phone shows first instead of the
 * diagram): submitted, each approval step with why it is on the route and what happened there,
 * and the end.
 */
export function FlowSteps({ image }: { image: FlowImage }) {
  const { t } = useWorkflowTexts();
  const statusName = (status: string) => image.statusColorList.find((s) => s.status === status)?.name ?? '';
  return (
    <Steps direction="vertical" className={styles.steps}>
      <Steps.Step title={t('bpm.steps.submit')} status="finish" />
      {image.steps.map((step) => (
        <Steps.Step
          key={step.nodeId}
          status={stepStatus(step)}
          title={<RouteStepTitle name={step.name} condition={step.condition} />}
          description={step.status ? statusName(step.status) : undefined}
        />
      ))}
      <Steps.Step title={t('bpm.steps.end')} status={image.ended ? 'finish' : 'wait'} />
    </Steps>
  );
}
