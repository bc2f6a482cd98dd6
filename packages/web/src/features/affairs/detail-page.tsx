import type { AffairDetail, AffairModuleDescriptor } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { groupEndpoints, moduleEndpoints } from '../../api/affairs';
import { readerQuery, taskEndpoints } from '../../api/bpm';
import { ReadOnlyForm } from '../../components/form-renderer/read-only-form';
import { ReferencesProvider } from '../../components/form-renderer/record-reference';
import { QueryView } from '../../components/query-view';
import { ApprovalTimeline } from '../../components/workflow/approval-timeline';
import { FlowDiagram } from '../../components/workflow/flow-diagram';
import { TaskFormSection } from '../../components/workflow/lazy-task-form';
import { StarterActionBar } from '../../components/workflow/starter-action-bar';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { chunkQuery } from '../../lib/chunk-query';
import { useViewStore } from '../../stores/view';
import { moduleOf, screenPath, type AffairScreenProps } from './affair-screen';
import { localizedQuery } from './affair-queries';
import { AffairSummary } from './affair-summary';
import type { DetailExtras } from './group-screens';
import { StandingCard } from './standing-card';
import { ErrorBlock } from '../../components/error-block';
import { FigureNotes } from './figure-notes';

/** The request read-only: what the caller's role may see of it. */
function ReadOnlySection({ detail }: { detail: AffairDetail }) {
  return (
    <ReferencesProvider references={detail.references}>
      <ReadOnlyForm definition={detail.form} values={detail.values} />
    </ReferencesProvider>
  );
}

/** The group's extras for this module's detail (leave: the return), loaded with the screen. */
function useExtras(group: string, module: string) {
  return useQuery({
    ...chunkQuery('detailExtras', [group, module], async () => ({
      Extras: await (await import('./screens')).detailExtrasOf(group, module),
    })),
    enabled: module !== '',
  });
}

interface DetailBodyProps extends AffairScreenProps {
  module: AffairModuleDescriptor;
  detail: AffairDetail;
  extras?: DetailExtras;
}

function DetailBody({ detail, extras: Extras, module, ...props }: DetailBodyProps) {
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const taskId = detail.taskId;
  const task = useQuery({
    ...readerQuery(taskEndpoints.formData, { query: { taskId: taskId ?? '' } }, language),
    enabled: taskId !== null,
    staleTime: Infinity,
  });
  const id = detail.row.id;
  const history = (
    <>
      {Extras && <Extras module={module} detail={detail} />}
      <ApprovalTimeline instId={id} />
      <FlowDiagram instId={id} />
    </>
  );
  return (
    <>
      <AffairSummary detail={detail} module={module} />
      {detail.standing && <StandingCard standing={detail.standing} status={detail.row.status} />}
      <FigureNotes detail={detail} />
      {taskId ? (
        <QueryView query={task}>
          {(view) => (
            <TaskFormSection
              view={view}
              onDone={() =>
                navigate(screenPath({ ...props }, 'review', { module: module.key }), { replace: true })
              }
            >
              {history}
            </TaskFormSection>
          )}
        </QueryView>
      ) : (
        <>
          <ReadOnlySection detail={detail} />
          {history}
          <StarterActionBar
            instId={id}
            buttons={detail.actions}
            onWithdrawn={() =>
              navigate(screenPath(props, 'apply', { module: module.key, query: { draftId: id } }), {
                replace: true,
              })
            }
          />
        </>
      )}
    </>
  );
}

/**
 * One request: its head, its standing (batch, result, publicity), its form as the caller may see
 * it, the timeline and the diagram and, for its approver, the actions. The module is the screen's
 * or the one in the query (one detail screen serves a group's modules).
 */
export function DetailPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const id = params.get('id') ?? '';
  const named = moduleOf(props, params);
  // A link with only the id (the SPEC's leave/detail?id=) asks the group, which knows the module.
  const detail = useQuery({
    ...localizedQuery(
      named ? moduleEndpoints(named).detail : groupEndpoints(props.group).detail,
      { query: { id } },
      language,
    ),
    enabled: id !== '',
  });
  const module = named ?? props.group.modules.find((m) => m.key === detail.data?.row.module);
  const extras = useExtras(props.group.key, module?.key ?? '');
  if (!id) return <ErrorBlock status="empty" title={t('affairs.detail.missing')} description="" />;
  return (
    <QueryView query={detail}>
      {(loaded) =>
        module ? (
          <DetailBody key={id} {...props} module={module} detail={loaded} extras={extras.data?.Extras} />
        ) : (
          <ErrorBlock status="empty" title={t('affairs.detail.missing')} description="" />
        )
      }
    </QueryView>
  );
}
