import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { endpointKey } from '../../api/endpoint-call';
import { MESSAGE_READ_PARAMETER, messageEndpoints, messagesApi } from '../../api/messages';
import { ListPage } from '../../components/list-page';
import { TitleBar } from '../../components/title-bar';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useViewStore } from '../../stores/view';
import styles from './message-inbox-page.module.css';
import { MessageRow } from './message-row';
import { useMessageActions } from './use-message-actions';

type InboxFilter = 'all' | 'unread';

/** Only unread messages (the inbox filter Q^isRead^S). */
const UNREAD_ONLY = { [MESSAGE_READ_PARAMETER]: 'N' };

/** My messages (/message/inner/receive): every message or the unread ones; read all, swipe to act. */
export function MessageInboxPage() {
  const { t: ui } = useTranslation();
  const { t } = usePortalTexts();
  const [params, setParams] = useSearchParams();
  const filter: InboxFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const unread = useViewStore((state) => state.messageCount);
  const actions = useMessageActions();

  const readAll = (
    <button
      type="button"
      className={styles.readAll}
      disabled={unread === 0}
      onClick={() => void actions.markRead('all')}
    >
      {t('message.markAllRead')}
    </button>
  );

  return (
    <>
      <TitleBar title={ui('message.title')} right={readAll}>
        <Tabs
          activeKey={filter}
          onChange={(key) => setParams(key === 'unread' ? { filter: key } : {}, { replace: true })}
          className={styles.tabs}
        >
          <Tabs.Tab key="all" title={t('message.all')} />
          <Tabs.Tab
            key="unread"
            title={unread > 0 ? t('message.unreadCount', { n: unread }) : t('message.unread')}
          />
        </Tabs>
      </TitleBar>
      <ListPage
        key={filter}
        queryKey={endpointKey(messageEndpoints.receive, filter)}
        fetchPage={async (pageNo, limit) =>
          dataOf(await messagesApi.inbox({ pageNo, limit, filters: filter === 'unread' ? UNREAD_ONLY : {} }))
        }
        renderRows={(rows) =>
          rows.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              onMarkRead={(id) => void actions.markRead([id])}
              onRemove={(id) => void actions.remove(id)}
            />
          ))
        }
      />
    </>
  );
}
