import type { AttachmentRef } from '@campus/contract';
import { Button, Popup, Toast } from 'antd-mobile';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { filesApi } from '../../../api/files';
import { http } from '../../../api/http';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import styles from './signature-pad.module.css';

const PAD_HEIGHT = 220;
const INK = '#1a1a1a';

interface SignaturePadProps {
  onClose: () => void;
  onSigned: (signature: AttachmentRef) => void;
}

/** A canvas to sign on with a finger; the drawing is uploaded as a PNG. */
export function SignaturePad({ onClose, onSigned }: SignaturePadProps) {
  const { t } = useWorkflowTexts();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);
  const [saving, setSaving] = useState(false);

  // Sharp lines on high-density screens: the bitmap has the device's pixels, drawn in CSS pixels.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = PAD_HEIGHT * ratio;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    setSigned(true);
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setSigned(false);
  };

  const confirm = async () => {
    const element = canvas.current;
    if (!element || !signed) {
      Toast.show({ content: t('form.signature.empty') });
      return;
    }
    setSaving(true);
    try {
      const blob = await new Promise<Blob | null>((resolve) => element.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('The signature could not be saved as an image');
      onSigned(await filesApi.upload(blob, 'signature.png'));
    } catch (error) {
      http.report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup visible onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.title}>{t('form.signature.title')}</h2>
      <p className={styles.hint}>{t('form.signature.hint')}</p>
      <canvas
        ref={canvas}
        className={styles.pad}
        style={{ height: PAD_HEIGHT }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
        onPointerCancel={() => (drawing.current = false)}
      />
      <div className={styles.actions}>
        <Button onClick={clear}>{t('form.signature.clear')}</Button>
        <Button color="primary" loading={saving} onClick={() => void confirm()}>
          {t('form.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
