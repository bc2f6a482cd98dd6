import type { CheckinResult, CheckinScan } from '@campus/contract';
import { Button, Result } from 'antd-mobile';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { failureText } from '../../../api/core/failure-text';
import { formatDateTime } from '../../../lib/format';
import { useViewStore } from '../../../stores/view';
import { submitScan } from './scan-flow';
import styles from './checkin.module.css';
import { TypedEntry } from './typed-code';

// The camera and the ZXing library load only when the student opens the camera.
const QrScanner = lazy(() => import('./qr-scanner').then((m) => ({ default: m.QrScanner })));

/** What the panel says, in the group's words (onboarding: 报到; activities: 签到). */
export type ScanText =
  | 'scan.hint'
  | 'scan.title'
  | 'scan.start'
  | 'scan.stop'
  | 'scan.again'
  | 'scan.checking'
  | 'scan.locating'
  | 'scan.done'
  | 'scan.repeated'
  | 'scan.noCamera';

type Phase =
  | { kind: 'idle' }
  | { kind: 'scanning' }
  | { kind: 'checking'; locating: boolean }
  | { kind: 'done'; result: CheckinResult }
  | { kind: 'refused'; reason: string };

/**
 * A student scanning a point's rotating code with the camera, or typing its six digits: the code
 * is sent (with the location when the point asks for it), then the outcome or the refusal in the
 * reader's language.
 */
export function ScanPanel({
  send,
  say,
  onDone,
  typed = false,
}: {
  send: (input: CheckinScan) => Promise<CheckinResult>;
  say: (key: ScanText, params?: Record<string, string>) => string;
  onDone?: (result: CheckinResult) => void;
  /** Offer typing the six digits under the QR code (a group whose point screen shows them). */
  typed?: boolean;
}) {
  const language = useViewStore((s) => s.language);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  const onCode = useCallback(
    (code: string) => {
      if (busy.current) return;
      busy.current = true;
      setPhase({ kind: 'checking', locating: false });
      submitScan(code, send, () => setPhase({ kind: 'checking', locating: true }))
        .then((result) => {
          setPhase({ kind: 'done', result });
          done.current?.(result);
        })
        .catch((error: unknown) => setPhase({ kind: 'refused', reason: failureText(error, language).text }))
        .finally(() => {
          busy.current = false;
        });
    },
    [language, send],
  );

  return (
    <section className={styles.panel}>
      <p className={styles.note}>{say('scan.hint')}</p>
      {phase.kind === 'scanning' && (
        <Suspense fallback={null}>
          <QrScanner
            label={say('scan.title')}
            onCode={onCode}
            onError={(reason) => setPhase({ kind: 'refused', reason: say('scan.noCamera', { reason }) })}
          />
        </Suspense>
      )}
      {phase.kind === 'checking' && <p>{say(phase.locating ? 'scan.locating' : 'scan.checking')}</p>}
      {phase.kind === 'done' && (
        <Result
          className={styles.outcome}
          status="success"
          title={say(phase.result.repeated ? 'scan.repeated' : 'scan.done')}
          description={`${phase.result.pointName} · ${phase.result.place} · ${formatDateTime(phase.result.at, 'YYYY-MM-DD HH:mm')}`}
        />
      )}
      {phase.kind === 'refused' && (
        <Result className={styles.outcome} status="error" title={phase.reason} description="" />
      )}
      {phase.kind === 'scanning' ? (
        <Button block onClick={() => setPhase({ kind: 'idle' })}>
          {say('scan.stop')}
        </Button>
      ) : (
        phase.kind !== 'checking' && (
          <Button block color="primary" onClick={() => setPhase({ kind: 'scanning' })}>
            {say(phase.kind === 'idle' ? 'scan.start' : 'scan.again')}
          </Button>
        )
      )}
      {typed && phase.kind !== 'scanning' && phase.kind !== 'done' && (
        <TypedEntry busy={phase.kind === 'checking'} onCode={onCode} />
      )}
    </section>
  );
}
