import type { StudentPlacement } from '@campus/contract/affairs/ssgl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { BED_QUERIES, dorm } from './api';
import styles from './dorm.module.css';
import { useDormTexts } from './texts';
import { NamedInput } from '../../named-fields';

/**
 * The office's hand on a found student's bed (managers only; the server checks again): free a
 * bed after confirming, or give a student without one the bed typed in. Both land in the move log;
 * a bed taken, of the other sex or a full room comes back as the server's named refusal.
 */
export function BedActions({ student }: { student: StudentPlacement }) {
  const t = useDormTexts();
  const client = useQueryClient();
  const [bed, setBed] = useState('');
  const done = async () => {
    Toast.show({ icon: 'success', content: t('alloc.done') });
    setBed('');
    await invalidateEndpoints(client, BED_QUERIES);
  };
  const assign = useMutation({
    mutationFn: () => dorm.assign({ studentId: student.studentId, bed: bed.trim() }),
    onSuccess: done,
  });
  const free = useMutation({
    mutationFn: () => dorm.free({ studentId: student.studentId }),
    onSuccess: done,
  });
  if (student.place)
    return (
      <div className={styles.assign}>
        <Button
          size="mini"
          fill="outline"
          color="danger"
          loading={free.isPending}
          onClick={async () => {
            if (await Dialog.confirm({ content: t('alloc.freeConfirm', { name: student.name }) }))
              free.mutate();
          }}
        >
          {t('alloc.free')}
        </Button>
      </div>
    );
  return (
    <div className={styles.assign}>
      <NamedInput label={t('alloc.bedCode')} value={bed} onChange={setBed} clearable />
      <Button
        size="mini"
        color="primary"
        disabled={!bed.trim()}
        loading={assign.isPending}
        onClick={() => assign.mutate()}
      >
        {t('alloc.assign')}
      </Button>
    </div>
  );
}
