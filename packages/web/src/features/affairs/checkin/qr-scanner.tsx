import { useEffect, useRef } from 'react';
import styles from './checkin.module.css';

/**
 * The phone camera reading QR codes with the ZXing library (loaded only when the camera opens,
 * never in the first load). Calls onCode with each text read; onError when the camera cannot
 * be used. Stops the camera when unmounted.
 */
export function QrScanner({
  onCode,
  onError,
  label,
}: {
  onCode: (text: string) => void;
  onError: (reason: string) => void;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onError });
  handlers.current = { onCode, onError };

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        if (gone || !video.current) return;
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            if (result) handlers.current.onCode(result.getText());
          },
        );
        if (gone) controls.stop();
        else stop = () => controls.stop();
      })
      .catch((error: unknown) => {
        if (!gone) handlers.current.onError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

  return (
    <div className={styles.viewfinder}>
      <video ref={video} muted playsInline aria-label={label} />
      <span className={styles.frame} aria-hidden />
    </div>
  );
}
