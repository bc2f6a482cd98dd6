import type { RegistrationBatch, ReturnRegistration } from '@campus/contract/affairs/lxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { endpointQuery } from '../../../../api/http';
import { leave, leaveEndpoints } from '../../../../api/leave';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { useCommand } from '../../../../components/workflow/use-command';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { reloadAfter } from '../../reload-after';
import { SubmitButton } from '../../submit-button';
import { OpenBatchScreen } from './open-batch-screen';
import styles from './leave-pages.module.css';
import { isLeaveStaff, leavePaths, type LeaveScreenProps } from './leave-screen';
import { returnForm, returnInput, returnValues } from './registration-forms';
import { useOpenBatch } from './use-open-batch';
import { useRoleCodes } from './use-roles';

function ReturnForm({
  batch,
  registration,
}: {
  batch: RegistrationBatch;
  registration: ReturnRegistration | null;
}) {
  const { t } = useWorkflowTexts();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const controller = useFormController({
    definition: returnForm,
    initialValues: returnValues(registration, Date.now()),
  });
  const submit = async () => {
    const values = controller.submit();
    if (values)
      await run(
        () =>
          reloadAfter(client, leave.signReturn(batch.id, returnInput(values)), [
            leaveEndpoints.myReturn,
            leaveEndpoints.returnCheck,
          ]),
        t('leave.return.saved'),
        controller.showServerErrors,
      );
  };
  return (
    <>
      {registration && (
        <NoticeBar
          color="success"
          wrap
          content={t('leave.return.registered', {
            time: formatDateTime(registration.arrivedAt, 'MM-DD HH:mm'),
          })}
        />
      )}
      <FormRenderer controller={controller} />
      <div className={styles.actions}>
        <SubmitButton
          label={registration ? t('leave.return.update') : t('leave.return.submit')}
          busy={busy}
          onSubmit={submit}
        />
      </div>
    </>
  );
}

/** Return registration (返校登记) after a holiday: students say when they arrived; staff see who has. */
export function ReturnRegistrationPage({ base }: LeaveScreenProps) {
  const { t } = useWorkflowTexts();
  const staff = isLeaveStaff(useRoleCodes());
  const batch = useOpenBatch('return');
  const batchId = batch.data?.id;
  const mine = useQuery({
    ...endpointQuery(leaveEndpoints.myReturn, { query: { batchId: batchId ?? '' } }),
    enabled: batchId !== undefined && !staff,
  });
  return (
    <OpenBatchScreen
      batch={batch}
      staff={staff}
      hint={t(staff ? 'leave.return.staffHint' : 'leave.return.hint')}
      checkPath={leavePaths(base).returnCheck}
    >
      {(open) => (
        <QueryView query={mine}>
          {(registration) => <ReturnForm batch={open} registration={registration} />}
        </QueryView>
      )}
    </OpenBatchScreen>
  );
}
