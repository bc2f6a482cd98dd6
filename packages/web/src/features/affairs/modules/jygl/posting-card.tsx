import type { PostingView } from '@campus/contract/affairs/jygl';
import { Tag } from 'antd-mobile';
import stack from '../../card-stack.module.css';
import styles from './jygl.module.css';
import { useEmploymentTexts } from './texts';

/** A job posting in a list: position and salary, company, place and deadline; a tap opens it. */
export function PostingCard({ posting, onOpen }: { posting: PostingView; onOpen: () => void }) {
  const t = useEmploymentTexts();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      aria-label={`${posting.company} ${posting.position}`}
    >
      <div className={styles.cardHead}>
        <h2>{posting.position}</h2>
        <span className={styles.salary}>
          {t('salary', { min: posting.salaryMin, max: posting.salaryMax })}
        </span>
      </div>
      <p className={stack.line}>
        {posting.company} · {t(`nature.${posting.nature}`)}
      </p>
      <p className={stack.line}>
        {posting.place} · {t(`education.${posting.education}`)} · {posting.headcount}{' '}
        {posting.open ? (
          <Tag fill="outline" color="primary">
            {t('list.deadline', { date: posting.deadline })}
          </Tag>
        ) : (
          <Tag fill="outline">{t('list.closed')}</Tag>
        )}
      </p>
    </button>
  );
}
