import { localize, type AffairMeta, type FormValues } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { affairs } from '../../api/affairs';
import { initiatedEndpoints, readerQuery, type FormView } from '../../api/bpm';
import { FormRenderer, useFormController } from '../../components/form-renderer';
import { QueryView } from '../../components/query-view';
import { StartFormBar } from '../../components/workflow/start-form-bar';
import { useCommand } from '../../components/workflow/use-command';
import { useServerDraft } from '../../components/workflow/use-server-draft';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { screenPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { ApprovalRoute } from './approval-route';
import { BatchBanner } from './batch-banner';
import { GroupHeader } from './group-header';
import { useAffairMeta } from './use-affair-meta';
import { ErrorBlock } from '../../components/error-block';
import { systemFieldsView } from './system-fields';
import { withCollectiveChoice } from './collective-field';
import { lockChosen, useChosenReferences } from './chosen-references';
import { ReferencesProvider } from '../../components/form-renderer/record-reference';
import { PageLoading } from '../../components/page-loading';

interface ApplyFormProps extends AffairScreenProps {
  meta: AffairMeta;
  /** The start form at the start node's permissions (or the draft being finished). */
  view: FormView;
  draft: boolean;
}

/** Brings a field into view (familyMemberAdd opens on the family members). */
function useFocusField(label: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!label) return;
    const labels = ref.current?.querySelectorAll('.adm-form-item-label') ?? [];
    const target = [...labels].find((node) => node.textContent?.includes(label));
    target?.scrollIntoView({ block: 'start' });
  }, [label]);
  return ref;
}

function ApplyForm({ meta, view, draft, ...props }: ApplyFormProps) {
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const { busy, run } = useCommand();
  const { draftId, saveDraft } = useServerDraft(meta.defId, view.attributes.proInstId, run);
  const { t } = useWorkflowTexts();
  const [params] = useSearchParams();
  const focus = props.screen.focus;
  // A link may choose a field of the form beforehand (a work-study post: ?postId=); the server
  // checks the choice like any other value.
  const chosen: FormValues = Object.fromEntries(
    meta.form.fields.filter((f) => params.has(f.key)).map((f) => [f.key, params.get(f.key)]),
  );
  const values: FormValues = draft
    ? view.formModel.formValue
    : { ...meta.initial, ...view.formModel.formValue, ...chosen };
  if (focus && !Array.isArray(values[focus])) values[focus] = [{}];
  // The system's facts (the year, the ID number, the evaluation's figures) as it has them, locked.
  const system = systemFieldsView(meta, view.formModel.formData, view.permissions.fields, values);
  const definition = withCollectiveChoice(view.formModel.formData, meta, (choice) =>
    t(`affairs.apply.collective.${choice.kind}`, { name: choice.name }),
  );
  // A record the link chose (an appeal's sanction) shows as the record, read only.
  const chosenRecords = useChosenReferences(meta, chosen, language);
  const controller = useFormController({
    definition,
    permissions: lockChosen(definition, system.permissions, chosenRecords.locked),
    notes: system.notes,
    initialValues: system.values,
    carried: chosenRecords.carried,
    // A choice made by the link gets its own local draft (another post's draft does not override it).
    autosave: { scope: draftId ?? ['new', ...Object.values(chosen).map(String)].join(':') },
  });
  const focusLabel = focus
    ? localize(meta.form.fields.find((f) => f.key === focus)?.label, language)
    : undefined;
  const ref = useFocusField(focusLabel);
  const module = meta.module.key;

  const submit = async () => {
    const data = controller.submit();
    if (!data) return;
    const applied = await run(
      () => affairs.apply(meta.module, { data, draftId }),
      undefined,
      controller.showServerErrors,
    );
    if (!applied) return;
    controller.clearDraft();
    navigate(screenPath(props, 'success', { module, query: { id: applied.proInstId } }), { replace: true });
  };

  return (
    <div ref={ref}>
      {chosenRecords.ready ? (
        <ReferencesProvider references={chosenRecords.references}>
          <FormRenderer controller={controller} />
        </ReferencesProvider>
      ) : (
        <PageLoading />
      )}
      <ApprovalRoute steps={meta.route} />
      <StartFormBar
        busy={busy}
        onSaveDraft={() => void saveDraft(controller)}
        onSubmit={() => void submit()}
      />
    </div>
  );
}

/** Why the caller cannot apply now: each reason in their language, and where to go instead. */
function NotNow({ meta, ...props }: AffairScreenProps & { meta: AffairMeta }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const schemes = props.routes.screens.some((s) => s.kind === 'schemes');
  return (
    <section className={styles.reasons} aria-live="polite">
      <h2>{t('affairs.apply.notNow')}</h2>
      <ul>
        {meta.eligibility.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {schemes && (
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => navigate(screenPath(props, 'schemes'))}
        >
          {t('affairs.apply.otherSchemes')}
        </Button>
      )}
    </section>
  );
}

/**
 * A module's application screen: its batch and the school's amount, why the caller may not apply
 * now when that is so, else its form (starting from what is on record), the approval route this
 * applicant will go through, save as draft and submit.
 */
export function ApplyPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const draftId = params.get('draftId') ?? undefined;
  const meta = useAffairMeta(props.module);
  const defId = meta.data?.defId;
  const start = useQuery({
    ...readerQuery(
      initiatedEndpoints.formData,
      { query: draftId ? { proInstId: draftId } : defId ? { defId } : {} },
      language,
    ),
    enabled: meta.data !== undefined && (meta.data.eligibility.ok || draftId !== undefined),
    staleTime: Infinity,
  });
  if (!props.module) return <ErrorBlock status="empty" title={t('affairs.apply.notForYou')} description="" />;
  return (
    <QueryView query={meta}>
      {(loaded) => (
        <>
          <GroupHeader
            props={props}
            subtitle={localize(loaded.module.summary, language) || t('affairs.apply.hint')}
          />
          {loaded.batch && <BatchBanner batch={loaded.batch} />}
          {!loaded.mayApply ? (
            <ErrorBlock status="empty" title={t('affairs.apply.notForYou')} description="" />
          ) : !loaded.eligibility.ok && !draftId ? (
            <NotNow meta={loaded} {...props} />
          ) : (
            <QueryView query={start}>
              {(view) => (
                <ApplyForm
                  key={draftId ?? 'new'}
                  {...props}
                  meta={loaded}
                  view={view}
                  draft={draftId !== undefined}
                />
              )}
            </QueryView>
          )}
        </>
      )}
    </QueryView>
  );
}
