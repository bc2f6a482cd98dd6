import { useEffect, useState } from 'react';
import styles from './checkin.module.css';

/**
 * A QR code drawn by the qrcode library (loaded with the first code shown, its own chunk) as an
 * image; the text stays readable to assistive tech through the label.
 */
export function QrImage({ text, label, size = 260 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let gone = false;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }).then((url) => {
        if (!gone) setSrc(url);
      }),
    );
    return () => {
      gone = true;
    };
  }, [text, size]);
  return (
    <div className={styles.qr} style={{ width: size, height: size }}>
      {src && <img src={src} width={size} height={size} alt={label} data-code={text} />}
    </div>
  );
}
