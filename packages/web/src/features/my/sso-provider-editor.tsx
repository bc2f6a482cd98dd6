import type { CasSettings, OidcSettings, SsoProviderAdminView, SsoProviderInput } from '@campus/contract';
import { Form, Input, Selector, Switch } from 'antd-mobile';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useProviderActions, type SsoEditorProps } from './sso-provider-actions';
import { SsoSecretItem } from './sso-secret-item';
import styles from './sso-providers-page.module.css';

type Values = {
  name: string;
  enabled: boolean;
  serverUrl: string;
  version: ['2.0' | '3.0'];
  issuer: string;
  clientId: string;
  secret: string;
  scope: string;
  account: string;
  autoCreate: boolean;
  nameAttribute: string;
};

/** The kinds this sheet edits (the messengers and the learning app: sso-messenger-editor.tsx). */
export type EditableKind = 'cas' | 'oidc';

function initialValues(kind: EditableKind, provider?: SsoProviderAdminView): Values {
  const cas = provider?.kind === 'cas' ? (provider.settings as CasSettings) : undefined;
  const oidc = provider?.kind === 'oidc' ? (provider.settings as OidcSettings) : undefined;
  return {
    name: provider?.name ?? (kind === 'cas' ? '统一身份认证' : '身份认证平台'),
    enabled: provider?.enabled ?? true,
    serverUrl: cas?.serverUrl ?? '',
    version: [cas?.version ?? '3.0'],
    issuer: oidc?.issuer ?? '',
    clientId: oidc?.clientId ?? '',
    secret: '',
    scope: oidc?.scope ?? 'openid profile',
    account: cas?.accountAttribute ?? oidc?.accountClaim ?? (kind === 'oidc' ? 'preferred_username' : ''),
    autoCreate: (cas ?? oidc)?.autoCreate ?? false,
    nameAttribute: (cas ?? oidc)?.nameAttribute ?? '',
  };
}

function inputOf(kind: EditableKind, values: Values, provider?: SsoProviderAdminView): SsoProviderInput {
  const base = { id: provider?.id, name: values.name, enabled: values.enabled, sort: provider?.sort ?? 0 };
  const accounts = { autoCreate: values.autoCreate, nameAttribute: values.nameAttribute };
  if (kind === 'cas') {
    return {
      ...base,
      kind,
      settings: {
        serverUrl: values.serverUrl,
        version: values.version[0] ?? '3.0',
        accountAttribute: values.account,
        ...accounts,
      },
    };
  }
  return {
    ...base,
    kind,
    settings: {
      issuer: values.issuer,
      clientId: values.clientId,
      scope: values.scope,
      accountClaim: values.account,
      ...accounts,
    },
    // Left empty: the stored secret stays (the server never sends it back).
    ...(values.secret ? { secret: values.secret } : {}),
  };
}

/** The settings of one provider (CAS or OpenID Connect), in the admin's sheet. */
export function SsoProviderEditor({ kind, provider, onDone }: SsoEditorProps<EditableKind>) {
  const { t } = usePortalTexts();
  const [form] = Form.useForm<Values>();
  const { save, footer } = useProviderActions(provider, onDone);
  const required = [{ required: true, message: t('my.sso.required') }];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(kind, provider)}
      onFinish={(values) => void save(inputOf(kind, values, provider))}
      className={styles.form}
      footer={footer}
    >
      <Form.Header>{kind === 'cas' ? 'CAS' : 'OpenID Connect'}</Form.Header>
      <Form.Item name="name" label={t('my.sso.name')} rules={required}>
        <Input maxLength={50} clearable />
      </Form.Item>
      {kind === 'cas' ? (
        <>
          <Form.Item name="serverUrl" label={t('my.sso.serverUrl')} rules={required}>
            <Input placeholder="https://cas.school.edu.cn/cas" clearable />
          </Form.Item>
          <Form.Item name="version" label={t('my.sso.version')}>
            <Selector
              options={[
                { label: 'CAS 3.0', value: '3.0' },
                { label: 'CAS 2.0', value: '2.0' },
              ]}
            />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="issuer" label={t('my.sso.issuer')} rules={required}>
            <Input placeholder="https://id.school.edu.cn" clearable />
          </Form.Item>
          <Form.Item name="clientId" label="Client ID" rules={required}>
            <Input clearable />
          </Form.Item>
          <SsoSecretItem label="Client secret" provider={provider} />
          <Form.Item name="scope" label={t('my.sso.scope')}>
            <Input clearable />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="account"
        label={t('my.sso.account')}
        description={t(kind === 'cas' ? 'my.sso.accountCas' : 'my.sso.accountOidc')}
      >
        <Input clearable />
      </Form.Item>
      <Form.Item
        name="autoCreate"
        label={t('my.sso.autoCreate')}
        description={t('my.sso.autoCreateHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="nameAttribute" label={t('my.sso.nameAttribute')}>
        <Input clearable />
      </Form.Item>
      <Form.Item name="enabled" label={t('my.sso.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}
