import type { SsoProviderAdminView } from '@campus/contract';
import { Form, Input } from 'antd-mobile';
import { usePortalTexts } from '../../i18n/portal-texts';

/**
 * A provider's secret in its settings sheet. Write-only: the server never sends it back, so a
 * stored one shows as dots and stays when the field is left empty.
 */
export function SsoSecretItem({ label, provider }: { label: string; provider?: SsoProviderAdminView }) {
  const { t } = usePortalTexts();
  return (
    <Form.Item
      name="secret"
      label={label}
      description={provider?.hasSecret ? t('my.sso.secretKept') : undefined}
    >
      <Input type="password" autoComplete="new-password" placeholder={provider?.hasSecret ? '••••••' : ''} />
    </Form.Item>
  );
}
