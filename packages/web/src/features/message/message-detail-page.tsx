import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { endpointQuery } from '../../api/http';
import { messageEndpoints } from '../../api/messages';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import styles from './message-detail-page.module.css';
import { messageLink } from './message-link';
import { useMessageActions } from './use-message-actions';

/** One message. Opening it marks it read (the server does), so the badges drop. */
export function MessageDetailPage() {
  const { t } = usePortalTexts();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const actions = useMessageActions();
  const query = useQuery(endpointQuery(messageEndpoints.get, { query: { innerMessageId: id } }));
  const { settle } = actions;

  // The server marked it read: the inbox and the badges follow.
  useEffect(() => {
    if (query.isSuccess) void settle();
  }, [query.isSuccess, id, settle]);

  const remove = async () => {
    if (await actions.remove(id)) navigate('/message/inner/receive', { replace: true });
  };

  return (
    <QueryView query={query}>
      {(message) => {
        const link = messageLink(message);
        return (
          <article className={styles.article}>
            <h1 className={styles.subject}>{message.subject}</h1>
            <p className={styles.meta}>
              {message.ownerName || t('message.system')} · <time>{formatDateTime(message.createTime)}</time>
            </p>
            <p className={styles.content}>{message.content}</p>
            <div className={styles.actions}>
              <Button block fill="outline" color="danger" onClick={() => void remove()}>
                {t('message.remove')}
              </Button>
              {link && (
                <Button block color="primary" onClick={() => navigate(link.path)}>
                  {t(link.label)}
                </Button>
              )}
            </div>
          </article>
        );
      }}
    </QueryView>
  );
}
