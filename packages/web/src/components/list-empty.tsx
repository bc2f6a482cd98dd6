import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import styles from './list-empty.module.css';

/** An empty list's 暂无数据 with a line saying what will appear there, or what to do. */
export function ListEmpty({ hint }: { hint: ReactNode }) {
  return (
    <div className={styles.empty}>
      <EmptyState description={hint} />
    </div>
  );
}
