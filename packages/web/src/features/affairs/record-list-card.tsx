import { ErrorBlock } from '../../components/error-block';
import type { ReactNode } from 'react';
import { SectionCard } from '../../components/section-card';
import styles from './record-list.module.css';

/**
 * A card listing a staff group's records (szgz, zgdw), `item` drawing each; with `empty` given and
 * no records, that word instead of the list.
 */
export function RecordListCard<Row>({
  title,
  extra,
  rows,
  empty,
  item,
}: {
  title: ReactNode;
  /** At the right of the heading (a picker of whose records). */
  extra?: ReactNode;
  rows: readonly Row[];
  empty?: string;
  item: (row: Row) => ReactNode;
}) {
  return (
    <SectionCard title={title} extra={extra}>
      {empty !== undefined && rows.length === 0 ? (
        <ErrorBlock status="empty" title={empty} description="" />
      ) : (
        <ul className={styles.list}>{rows.map(item)}</ul>
      )}
    </SectionCard>
  );
}
