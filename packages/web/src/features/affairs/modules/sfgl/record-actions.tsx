import type { BillDetail } from '@campus/contract/affairs/sfgl';
import { Button } from 'antd-mobile';
import { lazy, useState } from 'react';
import { LazySheet } from '../../../../components/lazy-sheet';
import styles from './fees.module.css';
import type { RecordKind } from './record-form';
import { useFeeTexts } from './texts';

// The form (antd-mobile's Form and its controls) comes with the first tap, not with the bill (issue 16).
const RecordForm = lazy(() => import('./record-form').then((m) => ({ default: m.RecordForm })));

/** The finance office's buttons under a bill: record a desk payment or a deferral, in a sheet. */
export function RecordActions({ bill, onSaved }: { bill: BillDetail; onSaved: (bill: BillDetail) => void }) {
  const t = useFeeTexts();
  const [open, setOpen] = useState<RecordKind | null>(null);
  if (bill.actions.length === 0) return null;
  return (
    <>
      <div className={styles.actions}>
        <Button color="primary" onClick={() => setOpen('payment')}>
          {t('action.payment')}
        </Button>
        <Button color="primary" fill="outline" onClick={() => setOpen('deferral')}>
          {t('action.deferral')}
        </Button>
      </div>
      <LazySheet
        visible={open !== null}
        onClose={() => setOpen(null)}
        bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
      >
        {open && (
          <RecordForm
            bill={bill}
            kind={open}
            onDone={(saved) => {
              setOpen(null);
              onSaved(saved);
            }}
          />
        )}
      </LazySheet>
    </>
  );
}
