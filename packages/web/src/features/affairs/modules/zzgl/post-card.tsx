import { payOf, type WorkStudyPost } from '@campus/contract/affairs/zzgl';
import type { ReactNode } from 'react';
import { ListCard, type CardLine } from '../../../../components/list-card';
import { useWsTexts } from './texts';
import styles from './work-study.module.css';

/**
 * A post as a card: department and place, pay an hour and a month, period, places taken, duties;
 * the screen adds its tag (free places, the caller's standing) and its action.
 */
export function PostCard({
  post,
  tag,
  action,
  more = [],
}: {
  post: WorkStudyPost;
  tag?: ReactNode;
  action?: ReactNode;
  more?: CardLine[];
}) {
  const text = useWsTexts();
  return (
    <ListCard
      title={post.title}
      tag={tag}
      lines={[
        {
          label: text('department'),
          value: [post.departmentName, post.location].filter(Boolean).join(' · '),
        },
        { label: text('period'), value: text('periodValue', { start: post.startDate, end: post.endDate }) },
        {
          label: text('pay'),
          value: text('monthly', {
            hours: post.hoursPerMonth,
            pay: payOf(post.hoursPerMonth, post.hourlyRate),
          }),
        },
        { label: text('places'), value: text('placesValue', { filled: post.filled, places: post.places }) },
        { label: text('duties'), value: <span className={styles.duties}>{post.duties}</span> },
        ...more,
      ]}
      footer={<span className={styles.rate}>{text('rate', { rate: post.hourlyRate })}</span>}
      footerExtra={action}
    />
  );
}
