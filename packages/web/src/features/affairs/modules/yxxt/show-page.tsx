import type { CheckinResult } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureText } from '../../../../api/core/failure-text';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointKey, invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { onboarding, yxxtCheckin } from './api';
import { QrImage } from '../../checkin/qr-image';
import { useYxxtTexts } from './texts';
import { useRotatingCode } from '../../checkin/use-rotating-code';
import styles from './yxxt.module.css';

const QrScanner = lazy(() => import('../../checkin/qr-scanner').then((m) => ({ default: m.QrScanner })));

function RotatingCode({ pointId, label }: { pointId: string; label: string }) {
  const t = useYxxtTexts();
  const { query, seconds } = useRotatingCode(
    endpointKey(yxxtCheckin.pointCode, { params: { id: pointId } }),
    () => onboarding.pointCode(pointId),
  );
  return (
    <>
      {query.data && <QrImage text={query.data.code} label={label} size={280} />}
      <p className={styles.hint} aria-live="polite">
        {t('show.refresh', { seconds })}
      </p>
    </>
  );
}

/** Staff scan a student's own code at this point, one after another. */
function StudentScanner({ pointId }: { pointId: string }) {
  const t = useYxxtTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const [scanning, setScanning] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const last = useRef('');
  const onCode = useCallback(
    (code: string) => {
      if (code === last.current) return;
      last.current = code;
      onboarding
        .scanStudent(pointId, code)
        .then((r: CheckinResult) => {
          const params = { name: r.student.name, number: r.student.number };
          setSaid({ ok: true, text: t(r.repeated ? 'show.repeated' : 'show.checkedIn', params) });
          void invalidateEndpoints(client, [yxxtCheckin.points]);
        })
        .catch((error: unknown) => setSaid({ ok: false, text: failureText(error, language).text }));
    },
    [client, language, pointId, t],
  );
  return (
    <>
      {said && (
        <NoticeBar className={styles.result} color={said.ok ? 'info' : 'error'} content={said.text} wrap />
      )}
      {scanning && (
        <Suspense fallback={null}>
          <QrScanner
            label={t('show.scanStudent')}
            onCode={onCode}
            onError={(reason) => setSaid({ ok: false, text: t('scan.noCamera', { reason }) })}
          />
        </Suspense>
      )}
      <Button block onClick={() => setScanning((s) => !s)}>
        {t(scanning ? 'scan.stop' : 'show.scanStudent')}
      </Button>
    </>
  );
}

/** checkinShow: a point's rotating code on the staff's screen, and scanning students' codes. */
export function CheckinShowPage(props: AffairScreenProps) {
  const t = useYxxtTexts();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const points = useQuery({ ...endpointQuery(yxxtCheckin.points), refetchInterval: 30_000 });
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={points}>
        {(loaded) => {
          const point = loaded.find((p) => p.id === id);
          if (!point) return <p className={`${styles.card} ${styles.hint}`}>{t('points.none')}</p>;
          return (
            <section className={`${styles.card} ${styles.center}`}>
              <h2>{point.name}</h2>
              <p className={styles.hint}>
                {point.place} · {t('points.count', { n: point.checkedIn })}
              </p>
              <RotatingCode pointId={point.id} label={point.name} />
              <StudentScanner pointId={point.id} />
            </section>
          );
        }}
      </QueryView>
    </>
  );
}
