import type { SsoKind, SsoProviderAdminView } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session';
import { Button, List, Popup, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { http, oauth2 } from '../../api/http';
import { EmptyState } from '../../components/empty-state';
import { usePortalTexts } from '../../i18n/portal-texts';
import { SsoProviderEditor, type EditableKind } from './sso-provider-editor';
import styles from './sso-providers-page.module.css';

const KIND_LABEL: Record<SsoKind, string> = { cas: 'CAS', oidc: 'OpenID Connect', wecom: 'WeCom' };

/** The server a provider talks to, shown under its name. */
function addressOf(settings: SsoProviderAdminView['settings']): string {
  if ('serverUrl' in settings) return settings.serverUrl;
  if ('issuer' in settings) return settings.issuer;
  return settings.corpId;
}

/**
 * Ways of signing in (/my/sso, issue 15): the tenant administrator turns the school's CAS server
 * or OpenID Connect platform on and off, and edits their settings. Secrets are write-only.
 */
export function SsoProvidersPage() {
  const { t } = usePortalTexts();
  const client = useQueryClient();
  // Only a tenant administrator may list them; anyone else reaching the address is told so,
  // without asking the server for what it would refuse.
  const isAdmin = useSessionStore((state) => state.userInfo?.isTenantAdmin === true);
  const list = useQuery({
    queryKey: ['sso-providers'],
    queryFn: async () => dataOf(await oauth2.ssoProviderList()),
    enabled: isAdmin,
  });
  const [editing, setEditing] = useState<SsoProviderAdminView | EditableKind | null>(null);
  const providers = list.data ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ['sso-providers'] });

  const toggle = async (provider: SsoProviderAdminView, enabled: boolean) => {
    try {
      const { id, kind, name, sort, settings } = provider;
      dataOf(await oauth2.ssoProviderSave({ id, kind, name, sort, enabled, settings } as never));
    } catch (error) {
      http.report(error);
    }
    await refresh();
  };

  const missing = isAdmin
    ? (['cas', 'oidc'] as const).filter((kind) => !providers.some((row) => row.kind === kind))
    : [];

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('my.sso.intro')}</p>
      {!isAdmin && <EmptyState description={t('my.sso.adminsOnly')} />}
      {list.isSuccess && providers.length === 0 && <EmptyState description={t('my.sso.none')} />}
      {providers.length > 0 && (
        <List className={styles.list}>
          {providers.map((provider) => (
            <List.Item
              key={provider.id}
              description={
                <>
                  <Tag color="primary" fill="outline">
                    {KIND_LABEL[provider.kind]}
                  </Tag>
                  <span className={styles.address}>{addressOf(provider.settings)}</span>
                </>
              }
              extra={
                // The switch turns the provider on or off; the rest of the row opens its settings.
                <span onClick={(event) => event.stopPropagation()}>
                  <Switch
                    checked={provider.enabled}
                    aria-label={t('my.sso.enabled')}
                    onChange={(on) => void toggle(provider, on)}
                  />
                </span>
              }
              // WeCom is configured through the API for now (docs/DEPLOY.md).
              onClick={() => provider.kind !== 'wecom' && setEditing(provider)}
            >
              {provider.name}
            </List.Item>
          ))}
        </List>
      )}
      <div className={styles.actions}>
        {missing.map((kind) => (
          <Button key={kind} block fill="outline" color="primary" onClick={() => setEditing(kind)}>
            {t('my.sso.add', { kind: KIND_LABEL[kind] })}
          </Button>
        ))}
      </div>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        bodyClassName={styles.sheet}
        destroyOnClose
      >
        {editing !== null && (
          <SsoProviderEditor
            provider={typeof editing === 'string' ? undefined : editing}
            kind={typeof editing === 'string' ? editing : (editing.kind as EditableKind)}
            onDone={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Popup>
    </div>
  );
}
