import { Skeleton, Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsRow } from '../../api/news';
import { EmptyState } from '../../components/empty-state';
import { usePortalTexts } from '../../i18n/portal-texts';
import { isPinned } from '../../lib/pinned';
import { useRelativeTime } from '../../lib/use-relative-time';
import styles from './latest-notices.module.css';

interface LatestNoticesProps {
  notices: NewsRow[] | undefined;
  loading: boolean;
  /** Set after a failure: offers to try again instead of claiming there is nothing. */
  onRetry?: () => void;
}

/** The newest announcements, important ones first, with a way to all of them. */
export function LatestNotices({ notices, loading, onRetry }: LatestNoticesProps) {
  const { t } = usePortalTexts();
  const { t: ui } = useTranslation();
  const ago = useRelativeTime();

  let body;
  if (loading) body = <Skeleton.Paragraph lineCount={3} animated />;
  else if (onRetry) {
    body = (
      <button type="button" className={styles.retry} onClick={onRetry}>
        {ui('list.loadFailedRetry')}
      </button>
    );
  } else if (!notices || notices.length === 0) body = <EmptyState />;
  else {
    body = (
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id}>
            <Link to={`/notice/detail/${notice.id}`} className={styles.item}>
              {isPinned(notice) && (
                <Tag color="danger" fill="outline" className={styles.tag}>
                  {t('notice.important')}
                </Tag>
              )}
              <span className={styles.title}>{notice.title}</span>
              {notice.publicDate !== null && <time className={styles.time}>{ago(notice.publicDate)}</time>}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="latest-notices">
      <header className={styles.header}>
        <h2 id="latest-notices" className={styles.heading}>
          {t('dashboard.latestNotices')}
        </h2>
        <Link to="/notice/index" className={styles.more}>
          {t('dashboard.allNotices')}
          <RightOutline />
        </Link>
      </header>
      {body}
    </section>
  );
}
