import type { JourneyStep, JourneyStepState } from '@campus/contract/affairs/yxxt';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useYxxtTexts } from './texts';
import { STATUS_COLOR } from './status-color';
import styles from './yxxt.module.css';

const TAG_COLOR: Record<JourneyStepState, 'success' | 'default' | 'warning'> = {
  done: 'success',
  todo: 'default',
  pending: 'warning',
  partial: 'warning',
  optional: 'default',
  closed: 'default',
  notConfigured: 'default',
};

function Step({ step, index }: { step: JourneyStep; index: number }) {
  const t = useYxxtTexts();
  const navigate = useNavigate();
  const hint = step.detail ?? (step.state === 'done' ? null : t(`hint.${step.key}`));
  const body = (
    <div className={styles.stepBody}>
      <h3>
        <span>{t(`step.${step.key}`)}</span>
        <Tag color={TAG_COLOR[step.state]} fill="outline">
          {t(`state.${step.state}`)}
        </Tag>
      </h3>
      {hint && <p>{hint}</p>}
    </div>
  );
  return (
    <li className={styles.step} data-step={step.key} data-state={step.state}>
      <span className={styles.stepIndex} data-state={step.state}>
        {index + 1}
      </span>
      {step.path ? (
        <button type="button" className={styles.stepLink} onClick={() => void navigate(step.path!)}>
          {body}
        </button>
      ) : (
        body
      )}
    </li>
  );
}

/** index: the freshman's journey, each step with its state, from the school's own configuration. */
export function JourneyPage(props: AffairScreenProps) {
  const t = useYxxtTexts();
  const journey = useQuery(endpointQuery(yxxtEndpoints.journey));
  return (
    <>
      <GroupHeader props={props} subtitle={journey.data?.schoolName} />
      <QueryView query={journey}>
        {(loaded) => (
          <>
            <section className={styles.card}>
              <p className={styles.welcome}>{loaded.welcome}</p>
              <div className={styles.status}>
                <Tag color={STATUS_COLOR[loaded.status]}>{t(`status.${loaded.status}`)}</Tag>
                {loaded.checkedInAt !== null && (
                  <span>
                    {t('status.at', { at: formatDateTime(loaded.checkedInAt, 'YYYY-MM-DD HH:mm') })}
                  </span>
                )}
                {loaded.statusReason && <span>{loaded.statusReason}</span>}
                {!loaded.freshman && <span>{t('journey.notFreshman', { cohort: loaded.cohort })}</span>}
              </div>
            </section>
            <SectionCard title={t('journey.steps')}>
              <ol className={styles.steps}>
                {loaded.steps.map((step, index) => (
                  <Step key={step.key} step={step} index={index} />
                ))}
              </ol>
            </SectionCard>
          </>
        )}
      </QueryView>
    </>
  );
}
