import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { http } from '../../api/http';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { newsApi, newsEndpoints, type NewsRow } from '../../api/news';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useSessionStore } from '../../stores/session';
import { useMayPublish } from './use-may-publish';

/**
 * Whether the user may edit and remove an announcement (the server's rule, news/permissions.ts):
 * publishers their own, and tenant admins any published one. The server checks again.
 */
export function useMayManage(notice: Pick<NewsRow, 'userId' | 'status'> | undefined): boolean {
  const mayPublish = useMayPublish();
  const userInfo = useSessionStore((state) => state.userInfo);
  if (!notice || !mayPublish || !userInfo) return false;
  const admin = userInfo.isTenantAdmin || userInfo.user.isSuper === 'Y';
  return notice.userId === userInfo.user.id || (admin && notice.status === 'publish');
}

/** Removes an announcement after the user confirms, then goes back to the lists. */
export function useRemoveNotice(): (id: string) => Promise<void> {
  const { t } = usePortalTexts();
  const client = useQueryClient();
  const navigate = useNavigate();
  return async (id) => {
    const confirmed = await Dialog.confirm({ content: t('common.removeRecord', { ns: 'contract' }) });
    if (!confirmed) return;
    try {
      dataOf(await newsApi.remove([id]));
      await invalidateEndpoints(client, [newsEndpoints.query, newsEndpoints.get]);
      Toast.show({ icon: 'success', content: t('common.removeSuccess', { ns: 'contract' }) });
      navigate('/notice/index', { replace: true });
    } catch (error) {
      http.report(error);
    }
  };
}
