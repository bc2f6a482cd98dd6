import type { DestinationRegistration, RegistrationBatch } from '@campus/contract/affairs/lxgl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpointQuery } from '../../../../api/http';
import { leave, leaveEndpoints } from '../../../../api/leave';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { useCommand } from '../../../../components/workflow/use-command';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { reloadAfter } from '../../reload-after';
import { SubmitButton } from '../../submit-button';
import { BatchCard } from './batch-card';
import styles from './leave-pages.module.css';
import { destinationForm, destinationInput, destinationValues } from './registration-forms';
import { useOpenBatch } from './use-open-batch';
import { ErrorBlock } from '../../../../components/error-block';

function SignForm({
  batch,
  registration,
}: {
  batch: RegistrationBatch;
  registration: DestinationRegistration | null;
}) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const client = useQueryClient();
  const controller = useFormController({
    definition: destinationForm,
    initialValues: destinationValues(registration),
    autosave: { scope: batch.id },
  });
  const submit = async () => {
    const values = controller.submit();
    if (!values) return;
    const saved = await run(
      () =>
        reloadAfter(client, leave.signDestination(batch.id, destinationInput(values)), [
          leaveEndpoints.myDestination,
          leaveEndpoints.destinationCheck,
        ]),
      t('leave.destination.saved'),
      controller.showServerErrors,
    );
    if (!saved) return;
    controller.clearDraft();
    navigate(-1);
  };
  return (
    <>
      <BatchCard batch={batch} />
      <FormRenderer controller={controller} />
      <div className={styles.actions}>
        <SubmitButton label={t('leave.destination.submit')} busy={busy} onSubmit={submit} />
      </div>
    </>
  );
}

/** Destination registration: the student says where they go, with a phone to reach them. */
export function DestinationSignPage() {
  const { t } = useWorkflowTexts();
  const batch = useOpenBatch('destination');
  const batchId = batch.data?.id;
  const mine = useQuery({
    ...endpointQuery(leaveEndpoints.myDestination, { query: { batchId: batchId ?? '' } }),
    enabled: batchId !== undefined,
  });
  return (
    <QueryView query={batch}>
      {(open) =>
        open ? (
          <QueryView query={mine}>
            {(registration) => <SignForm batch={open} registration={registration} />}
          </QueryView>
        ) : (
          <ErrorBlock status="empty" title={t('leave.batch.none')} description="" />
        )
      }
    </QueryView>
  );
}
