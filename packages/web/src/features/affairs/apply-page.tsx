import type { AffairMeta } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { affairs } from '../../api/affairs';
import { bpm, type FormView } from '../../api/bpm';
import { FormRenderer, useFormController } from '../../components/form-renderer';
import { QueryView } from '../../components/query-view';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { affairPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { ApprovalRoute } from './approval-route';
import { ModuleHeader } from './module-header';
import { useAffairMeta } from './use-affair-meta';

interface ApplyFormProps extends AffairScreenProps {
  meta: AffairMeta;
  /** The start form at the start node's permissions (or the draft being finished). */
  view: FormView;
}

function ApplyForm({ meta, view, ...screen }: ApplyFormProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const { busy, run } = useCommand();
  const [draftId, setDraftId] = useState(view.attributes.proInstId);
  const controller = useFormController({
    definition: view.formModel.formData,
    permissions: view.permissions.fields,
    initialValues: view.formModel.formValue,
    autosave: { scope: draftId ?? 'new' },
  });

  const submit = async () => {
    const data = controller.submit();
    if (!data) return;
    const applied = await run(
      () => affairs.apply(screen.module, { data, draftId }),
      undefined,
      controller.showServerErrors,
    );
    if (!applied) return;
    controller.clearDraft();
    navigate(affairPath(screen, 'success', { id: applied.proInstId }), { replace: true });
  };

  const saveDraft = async () => {
    const saved = await run(
      () => bpm.saveDraft({ defId: meta.defId, proInstId: draftId, data: controller.editable() }),
      t('bpm.start.draftSaved'),
      controller.showServerErrors,
    );
    if (!saved) return;
    controller.clearDraft();
    setDraftId(saved.proInstId);
  };

  return (
    <>
      <FormRenderer controller={controller} />
      <ApprovalRoute steps={meta.route} />
      <div className={styles.barSpacer} aria-hidden />
      <footer className={styles.bar}>
        <Button disabled={busy} onClick={() => void saveDraft()}>
          {t('bpm.start.saveDraft')}
        </Button>
        <Button color="primary" loading={busy} onClick={() => void submit()}>
          {t('bpm.start.submit')}
        </Button>
      </footer>
    </>
  );
}

/** The module's application screen: its form, the approval route this applicant will go through, submit. */
export function AffairApplyPage(screen: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const draftId = params.get('draftId') ?? undefined;
  const meta = useAffairMeta(screen.module);
  const start = useQuery({
    queryKey: ['affairs', screen.module.key, 'startForm', draftId ?? meta.data?.defId, language],
    queryFn: () => bpm.startForm(draftId ? { proInstId: draftId } : { defId: meta.data!.defId }),
    enabled: meta.data?.mayApply === true,
    staleTime: Infinity,
  });
  return (
    <QueryView query={meta}>
      {(loaded) =>
        loaded.mayApply ? (
          <>
            <ModuleHeader module={screen.module} subtitle={t('affairs.apply.hint')} />
            <QueryView query={start}>
              {(view) => <ApplyForm key={draftId ?? 'new'} {...screen} meta={loaded} view={view} />}
            </QueryView>
          </>
        ) : (
          <ErrorBlock status="empty" title={t('affairs.apply.notForYou')} description="" />
        )
      }
    </QueryView>
  );
}
