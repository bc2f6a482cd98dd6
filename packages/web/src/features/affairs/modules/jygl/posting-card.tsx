import type { PostingView } from '@campus/contract/affairs/jygl';
import { Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import stack from '../../card-stack.module.css';
import styles from './jygl.module.css';
import { useEmploymentTexts } from './texts';

/** A job posting in a list: position and salary, company, place and deadline; a tap opens it. */
export function PostingCard({ posting, onOpen }: { posting: PostingView; onOpen: () => void }) {
  const t = useEmploymentTexts();
  return (
    // Named by its visible text (position, salary, company, ...), as a screen reader reads it and
    // as voice control users say it: an aria-label of its own hid the salary and the deadline.
    <button type="button" className={styles.card} onClick={onOpen}>
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

/** Postings stacked as cards, each opening its detail screen. */
export function PostingCards({
  postings,
  props,
}: {
  postings: readonly PostingView[];
  props: AffairScreenProps;
}) {
  const navigate = useNavigate();
  return (
    <div className={stack.stack}>
      {postings.map((p) => (
        <PostingCard
          key={p.id}
          posting={p}
          onOpen={() => navigate(screenPath(props, 'employmentDetail', { query: { id: p.id } }))}
        />
      ))}
    </div>
  );
}
