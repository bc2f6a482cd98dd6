import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { useCollectionTexts } from './texts';
import styles from './xxcj.module.css';

/**
 * A collection card's first lines, the same for the student and the staff: its title with `tag`
 * (its state as the reader sees it) at the right, then its deadline and who made it.
 */
export function CollectionHead({
  collection,
  tag,
}: {
  collection: { title: string; deadline: number; creatorName: string };
  tag: ReactNode;
}) {
  const t = useCollectionTexts();
  return (
    <>
      <div className={styles.head}>
        <strong>{collection.title}</strong>
        {tag}
      </div>
      <p className={styles.meta}>
        {t('deadline', { time: formatDateTime(collection.deadline, 'YYYY-MM-DD HH:mm') })} ·{' '}
        {t('by', { name: collection.creatorName })}
      </p>
    </>
  );
}
