import { FORM_OF_ROUTE, type OnboardingFormReply } from '@campus/contract/affairs/yxxt';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormRenderer, useFormController } from '../../../../components/form-renderer';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { onboarding, yxxtEndpoints } from './api';
import { useRecordTexts } from './records-texts';
import styles from './yxxt.module.css';
import { SaveBar } from '../../save-bar';

function Editor({ reply }: { reply: OnboardingFormReply }) {
  const t = useRecordTexts();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const controller = useFormController({
    definition: reply.form,
    initialValues: reply.values ?? {},
    autosave: { scope: reply.kind },
  });
  const save = async () => {
    const values = controller.submit();
    if (!values) return;
    const saved = await run(
      () => onboarding.saveForm(client, reply.kind, values),
      t('form.saved'),
      controller.showServerErrors,
    );
    if (saved) controller.clearDraft();
  };
  return (
    <>
      <SectionCard
        title={String(reply.form.name)}
        extra={
          <span className={styles.muted} data-testid="form-updated">
            {reply.updatedAt
              ? t('form.updated', { at: formatDateTime(reply.updatedAt, 'YYYY-MM-DD HH:mm') })
              : t('form.empty')}
          </span>
        }
      >
        <FormRenderer controller={controller} />
      </SectionCard>
      <SaveBar label={t('form.save')} busy={busy} onSave={save} />
    </>
  );
}

/**
 * personalInfo, joinArmy, arrivalInfo (cjxy), certificateUpload (cjxy): the freshman's own form of
 * the route, in the form format, filled in and corrected until it is right.
 */
export function OnboardingFormPage(props: AffairScreenProps) {
  const kind = FORM_OF_ROUTE[props.screen.route] ?? 'info';
  const reply = useQuery(endpointQuery(yxxtEndpoints.form, { params: { kind } }));
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={reply}>{(loaded) => <Editor key={loaded.updatedAt ?? 0} reply={loaded} />}</QueryView>
    </>
  );
}
