import { CheckList, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http';
import { useSessionStore } from '../../stores/session';
import { ChoicePopup, choiceListClass } from './choice-popup';

interface TenantPopupProps {
  visible: boolean;
  onClose: () => void;
}

/** Switches among the user's own schools (tenants); the profile reloads in the chosen one. */
export function TenantPopup({ visible, onClose }: TenantPopupProps) {
  const { t } = useTranslation();
  const userInfo = useSessionStore((state) => state.userInfo);
  const switchTenant = useSessionStore((state) => state.switchTenant);
  const [switching, setSwitching] = useState(false);
  const current = userInfo?.tenantId;

  const choose = async (tenantId: string | undefined) => {
    // Tapping the checked row unchecks it in CheckList; that means "keep", not "none".
    if (!tenantId || tenantId === current || switching) return onClose();
    setSwitching(true);
    try {
      await switchTenant(tenantId);
      const tenant = userInfo?.tenants.find((candidate) => candidate.id === tenantId);
      Toast.show({ icon: 'success', content: t('my.tenantSwitched', { name: tenant?.name ?? '' }) });
      onClose();
    } catch (error) {
      http.report(error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <ChoicePopup visible={visible} onClose={onClose} title={t('my.switchTenant')}>
      <CheckList
        className={choiceListClass}
        value={current ? [current] : []}
        onChange={(values) => void choose(values[0] as string | undefined)}
      >
        {(userInfo?.tenants ?? []).map((tenant) => (
          <CheckList.Item key={tenant.id} value={tenant.id} disabled={switching}>
            {tenant.name}
          </CheckList.Item>
        ))}
      </CheckList>
    </ChoicePopup>
  );
}
