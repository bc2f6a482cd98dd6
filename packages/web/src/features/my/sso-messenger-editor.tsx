import type { SsoProviderInput } from '@campus/contract';
import { Form, Input, Selector, Switch } from 'antd-mobile';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useProviderActions, type SsoEditorProps } from './sso-provider-actions';
import { SsoSecretItem } from './sso-secret-item';
import styles from './sso-providers-page.module.css';

/** The kinds this sheet edits: the messengers and the learning app. */
export const MESSENGER_EDITABLE = ['wecom', 'dingtalk', 'feishu', 'wechat', 'cxapp'] as const;
export type MessengerEditableKind = (typeof MESSENGER_EDITABLE)[number];

interface Field {
  name: string;
  label: PortalKey;
  required?: boolean;
  description?: PortalKey;
  /** text by default; scope: WeChat's two authorizations; switch: on or off. */
  input?: 'scope' | 'switch';
  initial?: string | boolean;
}

const API_HINT: PortalKey = 'my.sso.apiBaseHint';

/** The messenger's API host, and the host of its authorization page: its public one unless the school runs its own. */
const apiBase = (initial: string): Field => ({
  name: 'apiBase',
  label: 'my.sso.apiBase',
  description: API_HINT,
  initial,
});
const authorizeBase = (initial: string): Field => ({
  name: 'authorizeBase',
  label: 'my.sso.authorizeBase',
  description: API_HINT,
  initial,
});

/** Each kind's settings (contract sso-settings.ts), in the order the sheet shows them. */
const FIELDS: Record<MessengerEditableKind, Field[]> = {
  wecom: [
    { name: 'corpId', label: 'my.sso.corpId', required: true },
    { name: 'agentId', label: 'my.sso.agentId', required: true },
    apiBase('https://qyapi.weixin.qq.com'),
  ],
  dingtalk: [
    { name: 'corpId', label: 'my.sso.corpId', required: true },
    { name: 'appKey', label: 'my.sso.appKey', required: true },
    apiBase('https://oapi.dingtalk.com'),
  ],
  feishu: [
    { name: 'appId', label: 'my.sso.appId', required: true },
    authorizeBase('https://accounts.feishu.cn'),
    apiBase('https://open.feishu.cn'),
  ],
  wechat: [
    { name: 'appId', label: 'my.sso.appId', required: true },
    { name: 'scope', label: 'my.sso.wechatScope', input: 'scope', initial: 'snsapi_base' },
    authorizeBase('https://open.weixin.qq.com'),
    apiBase('https://api.weixin.qq.com'),
  ],
  cxapp: [
    { name: 'appId', label: 'my.sso.appId', required: true },
    { name: 'apiBase', label: 'my.sso.apiBase', required: true },
    { name: 'accountAttribute', label: 'my.sso.account', description: 'my.sso.accountCxapp', initial: '' },
    {
      name: 'autoCreate',
      label: 'my.sso.autoCreate',
      description: 'my.sso.autoCreateHint',
      input: 'switch',
      initial: false,
    },
  ],
};

type Values = Record<string, string | boolean | string[]> & {
  name: string;
  enabled: boolean;
  secret: string;
};

/**
 * The settings of a messenger (WeCom, DingTalk, Feishu, WeChat) or of the learning app, in the
 * admin's sheet. The application secret is write-only: left empty, the stored one stays.
 */
export function SsoMessengerEditor({ kind, provider, onDone }: SsoEditorProps<MessengerEditableKind>) {
  const { t } = usePortalTexts();
  const { save, footer } = useProviderActions(provider, onDone);
  const required = [{ required: true, message: t('my.sso.required') }];
  const stored = (provider?.settings ?? {}) as Record<string, string | boolean>;
  const fields = FIELDS[kind];

  const initialValues: Values = {
    name: provider?.name ?? t(`my.sso.kind.${kind}`),
    enabled: provider?.enabled ?? true,
    secret: '',
  };
  for (const field of fields) {
    const value = stored[field.name] ?? field.initial ?? '';
    initialValues[field.name] = field.input === 'scope' ? [String(value)] : value;
  }

  const submit = (values: Values) => {
    const settings = Object.fromEntries(
      fields.map((field) => {
        const value = values[field.name];
        return [field.name, Array.isArray(value) ? value[0] : value];
      }),
    );
    const input = {
      id: provider?.id,
      kind,
      name: values.name,
      enabled: values.enabled,
      sort: provider?.sort ?? 0,
      settings,
      // Left empty: the stored secret stays (the server never sends it back).
      ...(values.secret ? { secret: values.secret } : {}),
    } as SsoProviderInput;
    void save(input);
  };

  return (
    <Form
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      className={styles.form}
      footer={footer}
    >
      <Form.Header>{t(`my.sso.kind.${kind}`)}</Form.Header>
      <Form.Item name="name" label={t('my.sso.name')} rules={required}>
        <Input maxLength={50} clearable />
      </Form.Item>
      {fields.map((field) =>
        field.input === 'switch' ? (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(field.label)}
            description={field.description && t(field.description)}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        ) : (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(field.label)}
            description={field.description && t(field.description)}
            rules={field.required ? required : undefined}
          >
            {field.input === 'scope' ? (
              <Selector
                options={[
                  { label: t('my.sso.scopeBase'), value: 'snsapi_base' },
                  { label: t('my.sso.scopeUserinfo'), value: 'snsapi_userinfo' },
                ]}
              />
            ) : (
              <Input clearable />
            )}
          </Form.Item>
        ),
      )}
      <SsoSecretItem label={t('my.sso.secret')} provider={provider} />
      <Form.Item name="enabled" label={t('my.sso.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}
