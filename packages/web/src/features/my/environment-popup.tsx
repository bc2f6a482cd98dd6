import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Input, List, Toast } from 'antd-mobile';
import { CheckOutline, DeleteOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deploymentEnvironmentsQuery } from '../../api/environments';
import { serverAddresses } from '../../api/http';
import type { ServerAddress } from '../../api/server-address';
import { useSessionStore } from '../../stores/session';
import { changeServerAddress, isServerAddress, removeServerAddress } from './change-server-address';
import { useEnvironmentName } from './environment-name';
import { environmentOptions } from './environment-options';
import { ChoicePopup, choiceListClass } from './choice-popup';
import styles from './environment-popup.module.css';

interface EnvironmentPopupProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * Switch environment: the build's environments, those the deployment configures (SPEC §3's
 * catalogue) and the user's own server addresses (SPEC §4.4).
 */
export function EnvironmentPopup({ visible, onClose }: EnvironmentPopupProps) {
  const { t } = useTranslation();
  const nameOf = useEnvironmentName();
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  const [book, setBook] = useState(() => serverAddresses.options());
  // The deployment's own environments of the catalogue (APP_ENVIRONMENTS on the server).
  const deployment = useQuery({
    ...deploymentEnvironmentsQuery(),
    enabled: visible,
    staleTime: 300_000,
  });
  const options = environmentOptions(book, deployment.data ?? []);
  const [address, setAddress] = useState('');
  const [single, setSingle] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  const deps = {
    book: serverAddresses,
    logout,
    navigate: (to: string) => navigate(to, { replace: true }),
    toast: (key: 'auth.addressChanged' | 'auth.deleted') =>
      Toast.show({ icon: 'success', content: t(key, { ns: 'contract' }) }),
  };

  const choose = async (option: Pick<ServerAddress, 'value' | 'single'>) => {
    setBusy(true);
    try {
      if (await changeServerAddress(option, deps)) onClose();
    } finally {
      setBusy(false);
    }
  };
  const add = () => {
    const value = address.trim();
    setInvalid(!isServerAddress(value));
    if (isServerAddress(value)) void choose({ value, single });
  };
  const remove = (value: string) => {
    removeServerAddress(value, deps);
    setBook(serverAddresses.options());
  };

  return (
    <ChoicePopup visible={visible} onClose={onClose} title={t('my.switchEnvironment')} scrollable>
      <List className={choiceListClass}>
        {options.map((option) => {
          const current = serverAddresses.isCurrent(option);
          return (
            <List.Item
              key={`${option.value}|${option.single}`}
              description={
                <span className={styles.address}>
                  {option.value}
                  {option.single && ` · ${t('env.single')}`}
                </span>
              }
              extra={
                current ? (
                  <CheckOutline className={styles.check} aria-label={t('env.current')} />
                ) : option.type === 'custom' ? (
                  <button
                    type="button"
                    className={styles.delete}
                    aria-label={t('env.delete')}
                    onClick={(event) => {
                      event.stopPropagation();
                      remove(option.value);
                    }}
                  >
                    <DeleteOutline />
                  </button>
                ) : null
              }
              disabled={busy}
              onClick={() => void choose(option)}
              arrow={false}
            >
              {nameOf(option)}
            </List.Item>
          );
        })}
      </List>
      <section className={styles.add} aria-labelledby="env-add-title">
        <h3 id="env-add-title" className={styles.addTitle}>
          {t('env.addAddress')}
        </h3>
        <Input
          className={styles.input}
          value={address}
          onChange={(value) => {
            setAddress(value);
            setInvalid(false);
          }}
          placeholder={t('env.addressPlaceholder')}
          inputMode="url"
          autoCapitalize="off"
          clearable
        />
        {invalid && (
          <p className={styles.error} role="alert">
            {t('env.invalidAddress')}
          </p>
        )}
        <div className={styles.addActions}>
          <Checkbox checked={single} onChange={setSingle} className={styles.single}>
            {t('env.single')}
          </Checkbox>
          <Button color="primary" size="small" shape="rounded" loading={busy} onClick={add}>
            {t('env.use')}
          </Button>
        </div>
      </section>
    </ChoicePopup>
  );
}
