import { useEffect } from 'react';
import { dataOf } from '../api/core/reply-data';
import { useSessionStore } from './session';
import { useViewStore } from './view';

let refreshing: Promise<void> | null = null;

/**
 * Asks the server how many messages are unread and puts the number on the badges (the message
 * tab and the workbench read `messageCount` of the view store). Calls during a refresh join it.
 */
export function refreshMessageCount(): Promise<void> {
  // The messages API loads on first use: this store sits in the entry, which has a size budget.
  refreshing ??= import('../api/messages')
    .then(({ messagesApi }) => messagesApi.unread())
    .then((reply) => useViewStore.getState().setMessageCount(dataOf(reply).pageResult.totalCount))
    // The request layer has told the user; the badge keeps its last known number.
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Keeps the unread badge current: after sign-in or a tenant switch, and whenever the app comes
 * back to the foreground (messages arrive while the phone is in a pocket).
 */
export function useMessageCountSync(): void {
  const user = useSessionStore((state) =>
    state.userInfo ? `${state.userInfo.tenantId}:${state.userInfo.user.id}` : null,
  );

  useEffect(() => {
    if (!user) {
      useViewStore.getState().setMessageCount(0);
      return;
    }
    void refreshMessageCount();
    const onForeground = () => {
      if (document.visibilityState === 'visible') void refreshMessageCount();
    };
    document.addEventListener('visibilitychange', onForeground);
    window.addEventListener('focus', onForeground);
    return () => {
      document.removeEventListener('visibilitychange', onForeground);
      window.removeEventListener('focus', onForeground);
    };
  }, [user]);
}
