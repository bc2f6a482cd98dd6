import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { bpm, initiatedEndpoints, readerQuery, type FormView } from '../../api/bpm';
import { FormRenderer, useFormController } from '../../components/form-renderer';
import { MissingTarget } from '../../components/missing-target';
import { QueryView } from '../../components/query-view';
import { StartFormBar } from '../../components/workflow/start-form-bar';
import { useCommand } from '../../components/workflow/use-command';
import { useServerDraft } from '../../components/workflow/use-server-draft';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { BPM_PATHS } from './bpm-paths';
import styles from './start-page.module.css';

/** Fills in and submits a new request, or reopens a draft (saved on the server) to finish it. */
function StartForm({ view }: { view: FormView }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const defId = view.attributes.defId;
  const { draftId, saveDraft } = useServerDraft(defId, view.attributes.proInstId, run);
  const controller = useFormController({
    definition: view.formModel.formData,
    permissions: view.permissions.fields,
    initialValues: view.formModel.formValue,
    autosave: { scope: draftId ?? defId },
  });

  const submit = async () => {
    const data = controller.submit();
    if (!data) return;
    const started = await run(
      () => bpm.start({ defId, proInstId: draftId, data }),
      t('bpm.start.submitted'),
      controller.showServerErrors,
    );
    if (!started) return;
    controller.clearDraft();
    navigate(BPM_PATHS.instance(started.proInstId), { replace: true });
  };

  return (
    <>
      <h1 className={styles.title}>{view.attributes.procDefName}</h1>
      <FormRenderer controller={controller} />
      <StartFormBar
        busy={busy}
        onSaveDraft={() => void saveDraft(controller)}
        onSubmit={() => void submit()}
      />
    </>
  );
}

/** /bpmn/start?defId= (a new request) or ?proInstId= (a draft reopened). */
export function StartPage() {
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const ref = { defId: params.get('defId') ?? undefined, proInstId: params.get('proInstId') ?? undefined };
  const query = {
    ...(ref.defId ? { defId: ref.defId } : {}),
    ...(ref.proInstId ? { proInstId: ref.proInstId } : {}),
  };
  const view = useQuery({
    ...readerQuery(initiatedEndpoints.formData, { query }, language),
    // The form must not change under the user's fingers when other lists reload.
    staleTime: Infinity,
    enabled: Boolean(ref.defId || ref.proInstId),
  });
  if (!ref.defId && !ref.proInstId) {
    return <MissingTarget backTo={{ path: BPM_PATHS.newProcess, label: 'bpm.route.newProcess' }} />;
  }
  return (
    <QueryView query={view}>{(data) => <StartForm key={ref.proInstId ?? ref.defId} view={data} />}</QueryView>
  );
}
