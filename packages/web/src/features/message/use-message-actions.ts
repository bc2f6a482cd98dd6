import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { http } from '../../api/http';
import { messageEndpoints, messagesApi } from '../../api/messages';
import { usePortalTexts } from '../../i18n/portal-texts';
import { refreshMessageCount } from '../../stores/message-count';

/** Marking read and removing; afterwards the lists reload and the unread badges follow. */
export function useMessageActions() {
  const { t } = usePortalTexts();
  const client = useQueryClient();

  const settle = useCallback(async () => {
    await Promise.all([
      invalidateEndpoints(client, [messageEndpoints.receive, messageEndpoints.msgList]),
      refreshMessageCount(),
    ]);
  }, [client]);

  return {
    /** Marks the given messages read, or all of them. */
    async markRead(ids: readonly string[] | 'all'): Promise<void> {
      try {
        dataOf(await messagesApi.markRead(ids));
        await settle();
      } catch (error) {
        http.report(error);
      }
    },
    /** Removes a message after the user confirms; true when it is gone. */
    async remove(id: string): Promise<boolean> {
      const confirmed = await Dialog.confirm({ content: t('common.removeRecord', { ns: 'contract' }) });
      if (!confirmed) return false;
      try {
        dataOf(await messagesApi.remove([id]));
        Toast.show({ icon: 'success', content: t('common.removeSuccess', { ns: 'contract' }) });
        await settle();
        return true;
      } catch (error) {
        http.report(error);
        return false;
      }
    },
    settle,
  };
}
