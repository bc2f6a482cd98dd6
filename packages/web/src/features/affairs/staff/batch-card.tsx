import { localize, type AffairBatch, type StaffOptions } from '@campus/contract';
import { Button, Tag } from 'antd-mobile';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { AffairScreenProps } from '../affair-screen';
import styles from './staff-pages.module.css';

const STATE_COLORS = { open: 'success', upcoming: 'primary', ended: 'default' } as const;

interface Props {
  props: AffairScreenProps;
  batch: AffairBatch;
  options: StaffOptions | undefined;
  /** Whether the viewer manages the group (edits, places, closing). */
  manage: boolean;
  onEdit: () => void;
  onQuotas: (() => void) | undefined;
  onClose: () => void;
}

/** One batch on the batches screen: its scheme, window, audience, applications, and what staff may do. */
export function BatchCard({ props, batch, options, manage, onEdit, onQuotas, onClose }: Props) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const module = props.group.modules.find((m) => m.key === batch.module);
  const colleges = batch.audience.colleges.map(
    (id) => options?.colleges.find((c) => c.id === id)?.name ?? id,
  );
  const grades = batch.audience.grades.map((g) => t('affairs.filter.gradeValue', { grade: g }));
  const separator = language.startsWith('en') ? ', ' : '、';
  const audience = [...grades, ...colleges].join(separator) || t('affairs.batches.everyone');
  return (
    <article className={styles.batchCard} aria-label={batch.name}>
      <div className={styles.batchHead}>
        <h2>
          {batch.name}
          <small>
            {localize(module?.title, language)} · {batch.academicYear}
          </small>
        </h2>
        <Tag color={batch.closed ? 'default' : STATE_COLORS[batch.state]} fill="outline">
          {batch.closed ? t('affairs.batches.closedTag') : t(`affairs.batch.state.${batch.state}`)}
        </Tag>
      </div>
      <div className={styles.batchFacts}>
        <p>{t('affairs.batch.window', { start: batch.startDate, end: batch.endDate })}</p>
        <p>{t('affairs.batches.audience', { who: audience })}</p>
        <p>
          {t('affairs.batches.perStudent', { count: batch.perStudent })}
          {module?.publicity ? ` · ${t('affairs.batches.publicity', { count: batch.publicityDays })}` : ''}
        </p>
        {batch.applied !== undefined && <p>{t('affairs.batches.applied', { count: batch.applied })}</p>}
      </div>
      {manage && (
        <div className={styles.batchActions}>
          {onQuotas && (
            <Button size="small" onClick={onQuotas}>
              {t('affairs.batches.quotas')}
            </Button>
          )}
          <Button size="small" onClick={onEdit}>
            {t('affairs.batches.edit')}
          </Button>
          {!batch.closed && batch.state !== 'ended' && (
            <Button size="small" color="danger" fill="outline" onClick={onClose}>
              {t('affairs.batches.close')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
