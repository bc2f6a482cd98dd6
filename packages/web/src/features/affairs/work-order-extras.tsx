import {
  localize,
  WORK_ORDER_STAGE_DICTIONARY,
  type WorkOrderRecord,
  type WorkOrderStage,
} from '@campus/contract';
import { Steps } from 'antd-mobile';
import { Fact, FactList } from '../../components/fact-list';
import { SectionCard } from '../../components/section-card';
import { useViewStore } from '../../stores/view';
import type { DetailExtrasProps } from './group-screens';
import { useWorkOrderTexts } from './work-order-texts';
import styles from './work-order.module.css';

/**
 * A work order on its detail screen (contract affairs/work-order.ts): where it stands, who
 * repaired it and the rating, with the facts a group adds (the dormitory's bed and trade). Apart
 * from the list page so a detail screen does not load the list.
 */
/** A fact a group shows on its orders besides the work (the dormitory: the bed and the trade). */
export interface WorkOrderFact {
  label: string;
  value: string;
}

const ON_THE_WAY: readonly WorkOrderStage[] = ['submitted', 'accepted', 'inRepair', 'done', 'rated'];

function useStageName() {
  const language = useViewStore((s) => s.language);
  return (stage: WorkOrderStage) => {
    const entry = WORK_ORDER_STAGE_DICTIONARY.entries.find((e) => e.key === stage);
    return entry ? localize(entry.name, language) : stage;
  };
}

export function WorkOrderExtras({
  detail,
  facts = [],
}: DetailExtrasProps & { facts?: readonly WorkOrderFact[] }) {
  const t = useWorkOrderTexts();
  const stageName = useStageName();
  const record = detail.record as WorkOrderRecord | null;
  if (!record?.stage) return null;
  const reached = ON_THE_WAY.indexOf(record.stage);
  const { work } = record;
  return (
    <SectionCard title={t('progress')}>
      {reached >= 0 ? (
        <Steps current={reached} className={styles.steps}>
          {ON_THE_WAY.map((s) => (
            <Steps.Step key={s} title={stageName(s)} />
          ))}
        </Steps>
      ) : (
        <p className={styles.ended}>{stageName(record.stage)}</p>
      )}
      <FactList>
        {facts.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
        {work.worker && <Fact label={t('worker')}>{work.worker}</Fact>}
        {work.workerNote && <Fact label={t('workerNote')}>{work.workerNote}</Fact>}
        {work.rating && (
          <Fact label={t('rating')}>
            {'★'.repeat(work.rating)}
            {'☆'.repeat(5 - work.rating)} {t('stars', { n: work.rating })}
            {work.ratingComment && (
              <>
                <br />
                {work.ratingComment}
              </>
            )}
          </Fact>
        )}
      </FactList>
    </SectionCard>
  );
}
