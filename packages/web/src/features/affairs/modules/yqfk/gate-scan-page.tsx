import { EPIDEMIC_STAFF, GATE_GUARD, type GateScan } from '@campus/contract/affairs/yqfk';
import { Button, Input, Result, Tag } from 'antd-mobile';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { failureText } from '../../../../api/core/failure-text';
import { ErrorBlock } from '../../../../components/error-block';
import { formatDateTime } from '../../../../lib/format';
import { hasAnyRole } from '../../../../lib/viewer';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { useViewer } from '../../use-viewer';
import { gate } from './gate-api';
import { useGateTexts } from './gate-texts';
import styles from './yqfk.module.css';

// The camera and the ZXing library load only when the guard opens the camera (never in the first load).
const QrScanner = lazy(() => import('../../checkin/qr-scanner').then((m) => ({ default: m.QrScanner })));

/** Who scans at the gate: as the server's yqfk/gate.ts decides. */
const GATE_ROLES = [GATE_GUARD, EPIDEMIC_STAFF];

type Phase =
  | { kind: 'idle' }
  | { kind: 'camera' }
  | { kind: 'checking' }
  | { kind: 'done'; scan: GateScan }
  | { kind: 'refused'; reason: string };

/** What one scan recorded: who, their class, out or back at what time, late or not. */
function Recorded({ scan }: { scan: GateScan }) {
  const t = useGateTexts();
  const time = formatDateTime(scan.at, 'HH:mm');
  return (
    <Result
      className={styles.outcome}
      status={scan.late ? 'warning' : 'success'}
      title={t(scan.recorded === 'out' ? 'gate.out' : 'gate.in', { time })}
      description={
        <span className={styles.who}>
          <strong>{scan.studentName}</strong>
          <span>
            {scan.className} · {scan.number}
          </span>
          {scan.recorded === 'in' && (
            <Tag color={scan.late ? 'danger' : 'success'} fill="outline">
              {t(scan.late ? 'gate.late' : 'gate.onTime')}
            </Tag>
          )}
        </span>
      }
    />
  );
}

/** The code as a scanner gun types it (ending with Enter), pasted or typed. */
function CodeEntry({ busy, onCode }: { busy: boolean; onCode: (code: string) => void }) {
  const t = useGateTexts();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const send = () => {
    const code = text.trim();
    if (!code) {
      setProblem(t('gate.empty'));
      return;
    }
    setText('');
    onCode(code);
  };
  return (
    <form
      className={styles.entry}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor="gate-code" className={styles.meta}>
        {t('gate.code')}
      </label>
      <div className={styles.entryRow}>
        <Input
          id="gate-code"
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('gate.placeholder')}
          maxLength={200}
          value={text}
          onChange={(value) => {
            setText(value);
            setProblem(undefined);
          }}
          onEnterPress={send}
        />
        <Button type="submit" color="primary" fill="outline" loading={busy} disabled={busy}>
          {t('gate.check')}
        </Button>
      </div>
      {problem && (
        <p className={styles.abnormal} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

function GateScanner() {
  const t = useGateTexts();
  const language = useViewStore((s) => s.language);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const busy = useRef(false);

  const onCode = useCallback(
    (code: string) => {
      // The camera reads the same code many times a second: one read per tap, so a student still
      // standing in front of it is not recorded back in at once.
      if (busy.current) return;
      busy.current = true;
      setPhase({ kind: 'checking' });
      gate
        .scan(code)
        .then((scan) => setPhase({ kind: 'done', scan }))
        .catch((error: unknown) => setPhase({ kind: 'refused', reason: failureText(error, language).text }))
        .finally(() => {
          busy.current = false;
        });
    },
    [language],
  );

  return (
    <section className={styles.bar}>
      <p className={styles.meta}>{t('gate.hint')}</p>
      {phase.kind === 'camera' && (
        <Suspense fallback={null}>
          <QrScanner
            label={t('gate.viewfinder')}
            onCode={onCode}
            onError={(reason) => setPhase({ kind: 'refused', reason: t('gate.noCamera', { reason }) })}
          />
        </Suspense>
      )}
      <div aria-live="polite">
        {phase.kind === 'checking' && <p className={styles.meta}>{t('gate.checking')}</p>}
        {phase.kind === 'done' && <Recorded scan={phase.scan} />}
        {phase.kind === 'refused' && (
          <Result
            className={styles.outcome}
            status="error"
            title={t('gate.refused')}
            description={phase.reason}
          />
        )}
      </div>
      {phase.kind === 'camera' ? (
        <Button block onClick={() => setPhase({ kind: 'idle' })}>
          {t('gate.stop')}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          disabled={phase.kind === 'checking'}
          onClick={() => setPhase({ kind: 'camera' })}
        >
          {t(phase.kind === 'idle' ? 'gate.camera' : 'gate.next')}
        </Button>
      )}
      {phase.kind !== 'camera' && <CodeEntry busy={phase.kind === 'checking'} onCode={onCode} />}
    </section>
  );
}

/** gateScan: the gate's phone scans a student's pass, recording the way out and then the way back. */
export function GateScanPage(props: AffairScreenProps) {
  const t = useGateTexts();
  const viewer = useViewer();
  return (
    <>
      <GroupHeader props={props} />
      {hasAnyRole(viewer, GATE_ROLES) ? (
        <GateScanner />
      ) : (
        <ErrorBlock status="empty" title={t('gate.notForYou')} description="" />
      )}
    </>
  );
}
