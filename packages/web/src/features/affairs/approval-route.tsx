import type { ApprovalStep } from '@campus/contract';
import { Steps } from 'antd-mobile';
import { SectionCard } from '../../components/section-card';
import { RouteStepTitle } from '../../components/workflow/route-step-title';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { joinNames } from '../../lib/join-names';
import { useViewStore } from '../../stores/view';
import styles from './affair-pages.module.css';

/**
 * Who will handle the request, step by step, shown before it is submitted (ANCHORS: show the
 * applicant the approval route). Steps that depend on the form say when they apply.
 */
export function ApprovalRoute({ steps }: { steps: readonly ApprovalStep[] }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  return (
    <SectionCard title={t('affairs.approvalRoute.title')}>
      <Steps direction="vertical" current={0} className={styles.route}>
        <Steps.Step
          title={t('affairs.approvalRoute.submit')}
          description={t('affairs.approvalRoute.you')}
          status="process"
        />
        {steps.map((step) => (
          <Steps.Step
            key={step.nodeId}
            status="wait"
            title={<RouteStepTitle name={step.name} condition={step.condition} />}
            description={
              step.assignees.length ? joinNames(step.assignees, language) : t('affairs.approvalRoute.unknown')
            }
          />
        ))}
        <Steps.Step title={t('affairs.approvalRoute.done')} status="wait" />
      </Steps>
    </SectionCard>
  );
}
