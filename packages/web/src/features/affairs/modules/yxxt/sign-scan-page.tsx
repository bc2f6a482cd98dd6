import type { CheckinResult } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Tabs } from 'antd-mobile';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { failureText } from '../../../../api/core/failure-text';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { onboarding } from './api';
import { QrImage } from './qr-image';
import { submitScan } from './scan-flow';
import { useYxxtTexts } from './texts';
import { useRotatingCode } from './use-rotating-code';
import styles from './yxxt.module.css';

// The camera and the ZXing library load only when the student opens the camera.
const QrScanner = lazy(() => import('./qr-scanner').then((m) => ({ default: m.QrScanner })));

type Phase =
  | { kind: 'idle' }
  | { kind: 'scanning' }
  | { kind: 'checking'; locating: boolean }
  | { kind: 'done'; result: CheckinResult }
  | { kind: 'refused'; reason: string };

function Scanner() {
  const t = useYxxtTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = useRef(false);

  const onCode = useCallback(
    (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setPhase({ kind: 'checking', locating: false });
      submitScan(code, onboarding.scan, () => setPhase({ kind: 'checking', locating: true }))
        .then((result) => {
          setPhase({ kind: 'done', result });
          void client.invalidateQueries({ queryKey: ['yxxt', 'journey'] });
        })
        .catch((error: unknown) => setPhase({ kind: 'refused', reason: failureText(error, language).text }))
        .finally(() => {
          busy.current = false;
        });
    },
    [client, language],
  );

  return (
    <section className={`${styles.card} ${styles.center}`}>
      <p className={styles.hint}>{t('scan.hint')}</p>
      {phase.kind === 'scanning' && (
        <Suspense fallback={null}>
          <QrScanner
            label={t('scan.title')}
            onCode={onCode}
            onError={(reason) => setPhase({ kind: 'refused', reason: t('scan.noCamera', { reason }) })}
          />
        </Suspense>
      )}
      {phase.kind === 'checking' && <p>{t(phase.locating ? 'scan.locating' : 'scan.checking')}</p>}
      {phase.kind === 'done' && (
        <Result
          className={styles.result}
          status="success"
          title={t(phase.result.repeated ? 'scan.repeated' : 'scan.done')}
          description={`${phase.result.pointName} · ${phase.result.place} · ${formatDateTime(phase.result.at, 'YYYY-MM-DD HH:mm')}`}
        />
      )}
      {phase.kind === 'refused' && (
        <Result className={styles.result} status="error" title={phase.reason} description="" />
      )}
      {phase.kind === 'scanning' ? (
        <Button block onClick={() => setPhase({ kind: 'idle' })}>
          {t('scan.stop')}
        </Button>
      ) : (
        phase.kind !== 'checking' && (
          <Button block color="primary" onClick={() => setPhase({ kind: 'scanning' })}>
            {t(phase.kind === 'idle' ? 'scan.start' : 'scan.again')}
          </Button>
        )
      )}
    </section>
  );
}

function MyCode() {
  const t = useYxxtTexts();
  const { query, seconds } = useRotatingCode(['yxxt', 'myCode'], onboarding.myCode);
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
