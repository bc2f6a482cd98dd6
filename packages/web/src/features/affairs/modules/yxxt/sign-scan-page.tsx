import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { QrImage } from '../../checkin/qr-image';
import { ScanPanel } from '../../checkin/scan-panel';
import { useRotatingCode } from '../../checkin/use-rotating-code';
import { GroupHeader } from '../../group-header';
import { endpointKey, invalidateEndpoints } from '../../../../api/endpoint-call';
import { onboarding, yxxtCheckin, yxxtEndpoints } from './api';
import { useYxxtTexts } from './texts';
import styles from './yxxt.module.css';

function Scanner() {
  const t = useYxxtTexts();
  const client = useQueryClient();
  return (
    <ScanPanel
      send={onboarding.scan}
      say={t}
      onDone={() => void invalidateEndpoints(client, [yxxtEndpoints.journey])}
    />
  );
}

function MyCode() {
  const t = useYxxtTexts();
  const { query, seconds } = useRotatingCode(endpointKey(yxxtCheckin.myCode, {}), onboarding.myCode);
  return (
    <SectionCard title={t('mine.title')}>
      <div className={styles.center}>
        {query.data && <QrImage text={query.data.code} label={t('mine.title')} size={220} />}
        <p className={styles.hint}>{t('mine.hint', { seconds })}</p>
      </div>
    </SectionCard>
  );
}

/** signScan: the student scans the point's rotating code with the camera, or shows their own code. */
export function SignScanPage(props: AffairScreenProps) {
  const t = useYxxtTexts();
  return (
    <>
      <GroupHeader props={props} />
      <Tabs defaultActiveKey="scan">
        <Tabs.Tab title={t('scan.title')} key="scan">
          <Scanner />
        </Tabs.Tab>
        <Tabs.Tab title={t('mine.title')} key="mine">
          <MyCode />
        </Tabs.Tab>
      </Tabs>
    </>
  );
}
