import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { endpointQuery } from '../../api/http';
import { newsEndpoints } from '../../api/news';
import { AuthImage } from '../../components/auth-image';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import { isPinned } from '../../lib/pinned';
import { AttachmentList } from './attachment-list';
import styles from './notice-detail-page.module.css';
import { RichHtml } from './rich-html';
import { useMayManage, useRemoveNotice } from './use-manage-notice';

/** Announcement details: the sanitised body, its pictures and attachments; edit and remove for its managers. */
export function NoticeDetailPage() {
  const { t } = usePortalTexts();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery(endpointQuery(newsEndpoints.get, { query: { newsId: id } }));
  const mayManage = useMayManage(query.data);
  const remove = useRemoveNotice();

  // Reading marks the announcement read: the lists' unread dots follow.
  useEffect(() => {
    if (query.isSuccess) void invalidateEndpoints(client, [newsEndpoints.query]);
  }, [query.isSuccess, client]);

  return (
    <QueryView query={query}>
      {(notice) => (
        <article className={styles.article}>
          <h1 className={styles.title}>
            {isPinned(notice) && (
              <Tag color="danger" fill="outline" className={styles.tag}>
                {t('notice.important')}
              </Tag>
            )}
            {notice.title}
          </h1>
          <p className={styles.meta}>
            {[notice.depName, notice.userName].filter(Boolean).join(' · ')}
            {notice.publicDate !== null && <time> · {formatDateTime(notice.publicDate)}</time>}
          </p>
          <p className={styles.meta}>
            {t('notice.readCount', { n: notice.readCount })}
            {notice.loseDate !== null &&
              ` · ${t('notice.validUntil', { date: formatDateTime(notice.loseDate, 'YYYY-MM-DD') })}`}
            {notice.isPublic === 'N' && ` · ${t('notice.staffOnly')}`}
          </p>
          {notice.picture && <AuthImage attachmentId={notice.picture} className={styles.cover} />}
          <RichHtml html={notice.content} />
          {notice.fileAttach.length > 0 && <AttachmentList files={notice.fileAttach} />}
          {mayManage && (
            <div className={styles.actions}>
              <Button block fill="outline" color="danger" onClick={() => void remove(notice.id)}>
                {t('notice.remove')}
              </Button>
              <Button block color="primary" onClick={() => navigate(`/notice/edit/${notice.id}`)}>
                {t('notice.edit')}
              </Button>
            </div>
          )}
        </article>
      )}
    </QueryView>
  );
}
