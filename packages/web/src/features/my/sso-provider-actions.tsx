import type { SsoProviderAdminView, SsoProviderInput } from '@campus/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { http, oauth2 } from '../../api/http';
import { usePortalTexts } from '../../i18n/portal-texts';
import styles from './sso-providers-page.module.css';
import { confirm } from '../../components/feedback';

/** What the providers page gives a kind's editor: the provider being edited (none: a new one), and what to do once saved or removed. */
export interface SsoEditorProps<Kind extends string> {
  kind: Kind;
  provider?: SsoProviderAdminView;
  onDone(): Promise<void>;
}

/** Saving and removing a provider from its settings sheet (every kind's editor). */
export function useProviderActions(provider: SsoProviderAdminView | undefined, onDone: () => Promise<void>) {
  const { t } = usePortalTexts();
  const [saving, setSaving] = useState(false);

  const save = async (input: SsoProviderInput) => {
    setSaving(true);
    try {
      dataOf(await oauth2.ssoProviderSave(input));
      await onDone();
    } catch (error) {
      http.report(error);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!provider || !(await confirm({ content: t('my.sso.removeConfirm', { name: provider.name }) })))
      return;
    try {
      dataOf(await oauth2.ssoProviderRemove(provider.id));
      await onDone();
    } catch (error) {
      http.report(error);
    }
  };

  const footer = (
    <div className={styles.buttons}>
      <Button block type="submit" color="primary" loading={saving}>
        {t('my.sso.save')}
      </Button>
      {provider && (
        <Button block fill="none" color="danger" onClick={() => void remove()}>
          {t('my.sso.remove')}
        </Button>
      )}
    </div>
  );

  return { save, footer };
}
