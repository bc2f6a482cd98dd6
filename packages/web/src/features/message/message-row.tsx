import { SwipeAction, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import type { InnerMessageRow, MessageType } from '../../api/messages';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useRelativeTime } from '../../lib/use-relative-time';
import styles from './message-row.module.css';

const TYPE_NAMES: Readonly<Record<MessageType, PortalKey>> = {
  normal: 'message.type.normal',
  system: 'message.type.system',
  bulletin: 'message.type.bulletin',
};
const TYPE_COLORS: Readonly<Record<MessageType, string>> = {
  normal: 'primary',
  system: 'default',
  bulletin: 'warning',
};

interface MessageRowProps {
  message: InnerMessageRow;
  onMarkRead: (id: string) => void;
  onRemove: (id: string) => void;
}

/** One message of the inbox: unread ones in bold with a dot; swipe left to mark read or delete. */
export function MessageRow({ message, onMarkRead, onRemove }: MessageRowProps) {
  const { t } = usePortalTexts();
  const ago = useRelativeTime();
  const unread = message.isRead === 'N';
  const actions = [
    ...(unread
      ? [
          {
            key: 'read',
            text: t('message.markRead'),
            color: 'primary',
            onClick: () => onMarkRead(message.id),
          },
        ]
      : []),
    { key: 'remove', text: t('message.remove'), color: 'danger', onClick: () => onRemove(message.id) },
  ];
  return (
    <SwipeAction rightActions={actions} closeOnAction>
      <Link
        to={`/message/inner/detail/${message.id}`}
        className={styles.row}
        data-unread={unread || undefined}
      >
        <span className={styles.top}>
          <Tag color={TYPE_COLORS[message.messageType]} fill="outline" className={styles.tag}>
            {t(TYPE_NAMES[message.messageType])}
          </Tag>
          <span className={styles.subject}>{message.subject}</span>
        </span>
        <span className={styles.meta}>
          <span>{message.ownerName || t('message.system')}</span>
          <time>{ago(message.createTime)}</time>
        </span>
        {unread && <span className={styles.hidden}>{t('message.unread')}</span>}
      </Link>
    </SwipeAction>
  );
}
