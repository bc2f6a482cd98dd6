import { Tag } from 'antd-mobile';
import { EyeOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import type { NewsRow, NewsView } from '../../api/news';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import { isPinned } from '../../lib/pinned';
import { useRelativeTime } from '../../lib/use-relative-time';
import styles from './notice-row.module.css';

const DATE = 'YYYY-MM-DD';

/** One announcement of a list: drafts open in the editor, the others in the detail page. */
export function NoticeRow({ notice, view }: { notice: NewsRow; view: NewsView }) {
  const { t } = usePortalTexts();
  const ago = useRelativeTime();
  const unread = view === 'publish' && notice.isRead === 'N';
  const path = view === 'drafts' ? `/notice/edit/${notice.id}` : `/notice/detail/${notice.id}`;

  let when: string;
  if (view === 'drafts') when = t('notice.savedAt', { time: ago(notice.updateTime) });
  else if (view === 'expired' && notice.loseDate !== null)
    when = t('notice.expiredOn', { date: formatDateTime(notice.loseDate, DATE) });
  else when = ago(notice.publicDate ?? notice.createTime);

  return (
    <Link to={path} className={styles.row} data-unread={unread || undefined}>
      <span className={styles.titleLine}>
        {isPinned(notice) && (
          <Tag color="danger" fill="outline" className={styles.tag}>
            {t('notice.important')}
          </Tag>
        )}
        {notice.isPublic === 'N' && (
          <Tag color="primary" fill="outline" className={styles.tag}>
            {t('notice.staffOnly')}
          </Tag>
        )}
        <span className={styles.title}>{notice.title}</span>
      </span>
      <span className={styles.meta}>
        <span className={styles.source}>{[notice.depName, notice.userName].filter(Boolean).join(' · ')}</span>
        <span>{when}</span>
        {view !== 'drafts' && (
          <span className={styles.reads} aria-label={t('notice.readCount', { n: notice.readCount })}>
            <EyeOutline /> {notice.readCount}
          </span>
        )}
      </span>
    </Link>
  );
}
