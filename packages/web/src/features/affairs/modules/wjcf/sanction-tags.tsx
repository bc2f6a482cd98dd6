import type { SanctionRow, SanctionState } from '@campus/contract/affairs/wjcf';
import { Tag } from 'antd-mobile';
import styles from './discipline.module.css';
import { useDisciplineTexts } from './texts';

const COLORS: Record<SanctionState, 'danger' | 'warning' | 'primary' | 'success' | 'default'> = {
  inForce: 'danger',
  expired: 'warning',
  lifting: 'primary',
  lifted: 'success',
  revoked: 'success',
  expelled: 'default',
};

/** A sanction's state and, when there is one, its appeal's status. */
export function SanctionTags({ row }: { row: Pick<SanctionRow, 'state' | 'appealStatus'> }) {
  const t = useDisciplineTexts();
  return (
    <div className={styles.tags}>
      <Tag color={COLORS[row.state]} fill="outline">
        {t(`state.${row.state}`)}
      </Tag>
      {row.appealStatus && (
        <Tag color="primary" fill="outline">
          {t(`appeal.${row.appealStatus}`)}
        </Tag>
      )}
    </div>
  );
}
