import type { AttachmentRef, SignatureField } from '@campus/contract';
import { lazy, Suspense, useState } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { AuthImage } from '../../auth-image';
import type { ControlProps } from './control-props';
import styles from './controls.module.css';

// The drawing pad loads on the first tap: most forms have no signature, and those that do are
// filled in before anyone signs.
const SignaturePad = lazy(() => import('./signature-pad').then((m) => ({ default: m.SignaturePad })));

/** A handwritten signature, drawn on a pad and kept as a PNG attachment. */
export function SignatureControl({ field, value, onChange }: ControlProps<AttachmentRef, SignatureField>) {
  const { t } = useWorkflowTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id={field.key} className={styles.signature} onClick={() => setOpen(true)}>
        {value ? (
          <AuthImage
            attachmentId={value.id}
            alt={t('form.signature.title')}
            className={styles.signatureImage}
          />
        ) : (
          <span className={styles.placeholder}>{t('form.signature.tap')}</span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SignaturePad
            onClose={() => setOpen(false)}
            onSigned={(ref) => {
              onChange?.(ref);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
