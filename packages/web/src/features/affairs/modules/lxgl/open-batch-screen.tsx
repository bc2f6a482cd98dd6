import type { RegistrationBatch } from '@campus/contract/affairs/lxgl';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ErrorBlock } from '../../../../components/error-block';
import { QueryView } from '../../../../components/query-view';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { BatchCard } from './batch-card';
import styles from './leave-pages.module.css';

/**
 * A registration screen (destination, return): the open batch and what to do now; the staff go
 * on to the class's check (`checkPath`), a student gets `children` (their own registration).
 * With no batch open, it says so.
 */
export function OpenBatchScreen({
  batch,
  staff,
  hint,
  checkPath,
  children,
}: {
  batch: UseQueryResult<RegistrationBatch | null>;
  staff: boolean;
  hint: string;
  checkPath: string;
  children: (open: RegistrationBatch) => ReactNode;
}) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  return (
    <QueryView query={batch}>
      {(open) =>
        !open ? (
          <ErrorBlock status="empty" title={t('leave.batch.none')} description="" />
        ) : (
          <>
            <BatchCard batch={open}>
              <p>{hint}</p>
            </BatchCard>
            {staff ? (
              <div className={styles.actions}>
                <Button block color="primary" onClick={() => navigate(checkPath)}>
                  {t('leave.check.open')}
                </Button>
              </div>
            ) : (
              children(open)
            )}
          </>
        )
      }
    </QueryView>
  );
}
