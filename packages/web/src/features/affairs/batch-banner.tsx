import type { AffairBatch } from '@campus/contract';
import { Tag } from 'antd-mobile';
import dayjs from '../../lib/dayjs';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './affair-pages.module.css';

const STATE_COLORS = { open: 'success', upcoming: 'warning', ended: 'default' } as const;

/** A batch's window: its name, dates, whether it is open, and how long is left. */
export function BatchBanner({ batch }: { batch: AffairBatch }) {
  const { t } = useWorkflowTexts();
  const left = dayjs(batch.endDate).diff(dayjs().startOf('day'), 'day');
  return (
    <section className={styles.batch} aria-label={t('affairs.batch.title')}>
      <div className={styles.batchHead}>
        <strong>{batch.name}</strong>
        <Tag color={STATE_COLORS[batch.state]} fill="outline">
          {t(`affairs.batch.state.${batch.state}`)}
        </Tag>
      </div>
      <p>
        {t('affairs.batch.window', { start: batch.startDate, end: batch.endDate })}
        {batch.state === 'open' && ` · ${t('affairs.batch.left', { count: Math.max(0, left) })}`}
      </p>
    </section>
  );
}
