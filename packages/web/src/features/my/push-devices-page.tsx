import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Switch, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { invalidateEndpoints } from '../../api/endpoint-call';
import { endpointQuery, http } from '../../api/http';
import { pushApi, pushEndpoints, type PushDevice } from '../../api/push';
import { EmptyState } from '../../components/empty-state';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import {
  pushSupport,
  subscribeThisDevice,
  thisDeviceQuery,
  unsubscribeThisDevice,
} from '../../lib/push-device';
import { useViewStore } from '../../stores/view';
import own from './push-devices-page.module.css';
import shared from './sso-providers-page.module.css';

const styles = { ...shared, ...own };

/**
 * My > Notifications (/my/push, issue 16): Web Push on this device (the browser asks for
 * permission the first time), and every device of the person that gets notifications, each to
 * turn off or on, or remove.
 */
export function PushDevicesPage() {
  const { t } = usePortalTexts();
  const client = useQueryClient();
  const language = useViewStore((state) => state.language);
  const [support, setSupport] = useState(pushSupport);
  const [busy, setBusy] = useState(false);
  const devices = useQuery(endpointQuery(pushEndpoints.devices));
  const here = useQuery(thisDeviceQuery);
  const rows = devices.data ?? [];
  const thisDevice = rows.find((device) => device.endpoint === here.data);

  const refresh = async () => {
    await Promise.all([
      invalidateEndpoints(client, [pushEndpoints.devices]),
      client.invalidateQueries({ queryKey: thisDeviceQuery.queryKey }),
    ]);
  };
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) Toast.show({ icon: 'success', content: done });
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
      setSupport(pushSupport());
      await refresh();
    }
  };

  const toggleHere = (on: boolean) =>
    run(
      () => (on ? subscribeThisDevice(language) : unsubscribeThisDevice()),
      t(on ? 'my.push.on' : 'my.push.off'),
    );
  const toggle = (device: PushDevice, on: boolean) =>
    run(async () => dataOf(await pushApi.setEnabled(device.id, on)), t(on ? 'my.push.on' : 'my.push.off'));
  const remove = async (device: PushDevice) => {
    if (!(await Dialog.confirm({ content: t('my.push.removeConfirm', { name: device.device }) }))) return;
    await run(async () => {
      if (device.endpoint === here.data) await unsubscribeThisDevice();
      else dataOf(await pushApi.remove(device.id));
    });
  };

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('my.push.intro')}</p>
      {support === 'supported' ? (
        <List className={`${styles.list} ${styles.gap}`}>
          <List.Item
            extra={
              <Switch
                checked={thisDevice?.enabled === 'Y'}
                loading={busy || here.isPending}
                onChange={(on) => void (thisDevice && on ? toggle(thisDevice, true) : toggleHere(on))}
                aria-label={t('my.push.thisDevice')}
              />
            }
          >
            {t('my.push.thisDevice')}
          </List.Item>
        </List>
      ) : (
        <p className={styles.note} role="note">
          {t(support === 'denied' ? 'my.push.denied' : 'my.push.unsupported')}
        </p>
      )}
      <h2 className={styles.heading}>{t('my.push.devices')}</h2>
      {devices.isSuccess && rows.length === 0 && <EmptyState description={t('my.push.none')} />}
      {rows.length > 0 && (
        <List className={`${styles.list} ${styles.gap}`}>
          {rows.map((device) => (
            <List.Item
              key={device.id}
              arrow={false}
              description={[
                t('my.push.since', { date: formatDateTime(device.createTime, 'YYYY-MM-DD') }),
                device.lastSentTime
                  ? t('my.push.lastSent', { date: formatDateTime(device.lastSentTime, 'MM-DD HH:mm') })
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              extra={
                <span className={styles.actions}>
                  <Switch
                    checked={device.enabled === 'Y'}
                    disabled={busy}
                    onChange={(on) => void toggle(device, on)}
                    aria-label={device.device}
                  />
                  <Button size="mini" color="danger" fill="outline" onClick={() => void remove(device)}>
                    {t('my.push.remove')}
                  </Button>
                </span>
              }
            >
              {device.device || '—'}
              {device.endpoint === here.data && (
                <Tag className={styles.current} color="primary" fill="outline">
                  {t('my.push.current')}
                </Tag>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
