import type { SsoKind, SsoProviderAdminView } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session';
import { Button, List, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { endpointQuery, http, oauth2 } from '../../api/http';
import { ssoProviderEndpoints } from '../../api/oauth2';
import { EmptyState } from '../../components/empty-state';
import { usePortalTexts } from '../../i18n/portal-texts';
import { MESSENGER_EDITABLE, SsoMessengerEditor, type MessengerEditableKind } from './sso-messenger-editor';
import { SsoProviderEditor, type EditableKind } from './sso-provider-editor';
import styles from './sso-providers-page.module.css';
import { Popup } from '../../components/overlays';

const PROTOCOLS = { cas: 'CAS', oidc: 'OpenID Connect' } as const;

/** What a provider is, shown under its name: the protocol, or the messenger in the reader's language. */
function useKindLabel() {
  const { t } = usePortalTexts();
  return (kind: SsoKind) => (kind === 'cas' || kind === 'oidc' ? PROTOCOLS[kind] : t(`my.sso.kind.${kind}`));
}

/** The server or application a provider is, shown under its name. */
function addressOf(settings: SsoProviderAdminView['settings']): string {
  if ('serverUrl' in settings) return settings.serverUrl;
  if ('issuer' in settings) return settings.issuer;
  if ('corpId' in settings) return settings.corpId;
  return settings.appId;
}

const ALL_KINDS = ['cas', 'oidc', ...MESSENGER_EDITABLE] as const;
type AnyEditable = EditableKind | MessengerEditableKind;

/**
 * Ways of signing in (/my/sso, issue 15): the tenant administrator turns the school's CAS server,
 * OpenID Connect platform, messengers and learning app on and off, and edits their settings.
 * Secrets are write-only.
 */
export function SsoProvidersPage() {
  const { t } = usePortalTexts();
  const kindLabel = useKindLabel();
  const client = useQueryClient();
  // Only a tenant administrator may list them; anyone else reaching the address is told so,
  // without asking the server for what it would refuse.
  const isAdmin = useSessionStore((state) => state.userInfo?.isTenantAdmin === true);
  const list = useQuery({ ...endpointQuery(ssoProviderEndpoints.query), enabled: isAdmin });
  const [editing, setEditing] = useState<SsoProviderAdminView | AnyEditable | null>(null);
  const providers = list.data ?? [];
  const refresh = () => invalidateEndpoints(client, [ssoProviderEndpoints.query]);

  const toggle = async (provider: SsoProviderAdminView, enabled: boolean) => {
    try {
      const { id, kind, name, sort, settings } = provider;
      dataOf(await oauth2.ssoProviderSave({ id, kind, name, sort, enabled, settings } as never));
    } catch (error) {
      http.report(error);
    }
    await refresh();
  };

  const missing = isAdmin ? ALL_KINDS.filter((kind) => !providers.some((row) => row.kind === kind)) : [];

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
                    {kindLabel(provider.kind)}
                  </Tag>
                  <span className={styles.address}>{addressOf(provider.settings)}</span>
                </>
              }
              extra={
                // The switch turns the provider on or off; the rest of the row opens its settings.
                // Its change returns the save: the switch spins and takes no tap until the list
                // shows the stored state, so a quick second tap never re-sends the first one.
                <span onClick={(event) => event.stopPropagation()}>
                  <Switch
                    checked={provider.enabled}
                    aria-label={t('my.sso.enabled')}
                    onChange={(on) => toggle(provider, on)}
                  />
                </span>
              }
              onClick={() => setEditing(provider)}
            >
              {provider.name}
            </List.Item>
          ))}
        </List>
      )}
      <div className={styles.actions}>
        {missing.map((kind) => (
          <Button key={kind} block fill="outline" color="primary" onClick={() => setEditing(kind)}>
            {t('my.sso.add', { kind: kindLabel(kind) })}
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
          <ProviderSheet
            editing={editing}
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

/** The sheet of the kind being edited. */
function ProviderSheet({
  editing,
  onDone,
}: {
  editing: SsoProviderAdminView | AnyEditable;
  onDone(): Promise<void>;
}) {
  const provider = typeof editing === 'string' ? undefined : editing;
  const kind = typeof editing === 'string' ? editing : editing.kind;
  if (kind === 'cas' || kind === 'oidc')
    return <SsoProviderEditor provider={provider} kind={kind} onDone={onDone} />;
  return <SsoMessengerEditor provider={provider} kind={kind} onDone={onDone} />;
}
