import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Toast } from 'antd-mobile';
import type { SsoBinding } from '@campus/contract';
import { dataOf } from '../../api/core/reply-data';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { endpointQuery, http, oauth2 } from '../../api/http';
import { ssoAccountEndpoints } from '../../api/oauth2';
import { EmptyState } from '../../components/empty-state';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import styles from './sso-providers-page.module.css';

/** Bound accounts (/my/bindings, issue 15): the person's messenger identities, each unbindable. */
export function BindingsPage() {
  const { t } = usePortalTexts();
  const client = useQueryClient();
  const list = useQuery(endpointQuery(ssoAccountEndpoints.bindings));
  const bindings = list.data ?? [];

  const unbind = async (binding: SsoBinding) => {
    if (!(await Dialog.confirm({ content: t('my.bindings.unbindConfirm', { name: binding.providerName }) })))
      return;
    try {
      dataOf(await oauth2.ssoUnbind(binding.providerId));
      Toast.show({ icon: 'success', content: t('my.bindings.unbound') });
    } catch (error) {
      http.report(error);
    }
    await invalidateEndpoints(client, [ssoAccountEndpoints.bindings]);
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('my.bindings.intro')}</p>
      {list.isSuccess && bindings.length === 0 && <EmptyState description={t('my.bindings.none')} />}
      {bindings.length > 0 && (
        <List className={styles.list}>
          {bindings.map((binding) => (
            <List.Item
              key={binding.providerId}
              arrow={false}
              description={t('my.bindings.since', { date: formatDateTime(binding.createdAt, 'YYYY-MM-DD') })}
              extra={
                <Button size="small" color="danger" fill="outline" onClick={() => void unbind(binding)}>
                  {t('my.bindings.unbind')}
                </Button>
              }
            >
              {binding.providerName}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
