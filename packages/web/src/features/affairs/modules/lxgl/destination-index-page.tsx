import { useQuery } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { leaveEndpoints } from '../../../../api/leave';
import { QueryView } from '../../../../components/query-view';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { OpenBatchScreen } from './open-batch-screen';
import styles from './leave-pages.module.css';
import { isLeaveStaff, leavePaths, type LeaveScreenProps } from './leave-screen';
import { useOpenBatch } from './use-open-batch';
import { useRoleCodes } from './use-roles';
import { ErrorBlock } from '../../../../components/error-block';

/** What the student registered for this batch, or that they have not yet. */
function MyDestination({ batchId, base }: { batchId: string; base: string }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const mine = useQuery(endpointQuery(leaveEndpoints.myDestination, { query: { batchId } }));
  return (
    <QueryView query={mine}>
      {(registration) => (
        <>
          {registration ? (
            <List header={t('leave.destination.mine')} className={styles.list}>
              <List.Item extra={t(`leave.destination.type.${registration.destinationType}`)}>
                {t('leave.destination.going')}
              </List.Item>
              <List.Item extra={registration.address}>{t('leave.destination.address')}</List.Item>
              <List.Item extra={`${registration.leaveDate} ~ ${registration.returnDate}`}>
                {t('leave.field.period')}
              </List.Item>
              <List.Item extra={registration.contactPhone}>{t('leave.destination.phone')}</List.Item>
              <List.Item extra={formatDateTime(registration.updatedAt, 'YYYY-MM-DD HH:mm')}>
                {t('leave.destination.updatedAt')}
              </List.Item>
            </List>
          ) : (
            <ErrorBlock status="empty" title={t('leave.destination.notYet')} description="" />
          )}
          <div className={styles.actions}>
            <Button block color="primary" onClick={() => navigate(leavePaths(base).destinationSign)}>
              {registration ? t('leave.destination.change') : t('leave.destination.sign')}
            </Button>
          </div>
        </>
      )}
    </QueryView>
  );
}

/** Destination registration (去向登记) before a holiday: the open batch, and mine or the class's. */
export function DestinationIndexPage({ base }: LeaveScreenProps) {
  const { t } = useWorkflowTexts();
  const staff = isLeaveStaff(useRoleCodes());
  const batch = useOpenBatch('destination');
  return (
    <OpenBatchScreen
      batch={batch}
      staff={staff}
      hint={t(staff ? 'leave.destination.staffHint' : 'leave.destination.hint')}
      checkPath={leavePaths(base).destinationCheck}
    >
      {(open) => <MyDestination batchId={open.id} base={base} />}
    </OpenBatchScreen>
  );
}
