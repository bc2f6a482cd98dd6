import type { AffairDetail } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { affairs } from '../../api/affairs';
import { bpm, type FormView } from '../../api/bpm';
import { FormRenderer, useFormController } from '../../components/form-renderer';
import { QueryView } from '../../components/query-view';
import { ApprovalTimeline } from '../../components/workflow/approval-timeline';
import { FlowDiagram } from '../../components/workflow/flow-diagram';
import { OpinionField } from '../../components/workflow/opinion-field';
import { StarterActionBar } from '../../components/workflow/starter-action-bar';
import { TaskActionBar } from '../../components/workflow/task-action-bar';
import { useViewStore } from '../../stores/view';
import { affairPath, type AffairScreenProps } from './affair-screen';
import { AffairSummary } from './affair-summary';
import type { DetailExtras } from './detail-extras';

interface TaskSectionProps {
  view: FormView;
  onDone: () => void;
  /** What the screen shows between the opinion and the buttons (history, diagram). */
  children: ReactNode;
}

/** The request as the caller's open task shows it: the node's fields, opinion, and its buttons. */
function TaskSection({ view, onDone, children }: TaskSectionProps) {
  const [opinion, setOpinion] = useState(view.attributes.opinion ?? '');
  const controller = useFormController({
    definition: view.formModel.formData,
    permissions: view.permissions.fields,
    initialValues: view.formModel.formValue,
    autosave: { scope: view.attributes.taskId },
  });
  const holding = view.attributes.taskStatus === 'pending' && view.buttons.length > 0;
  return (
    <>
      <FormRenderer controller={controller} readOnly={!holding} />
      {holding && <OpinionField value={opinion} onChange={setOpinion} />}
      {children}
      {holding && (
        <TaskActionBar
          view={view}
          controller={controller}
          opinion={opinion}
          onDone={() => {
            controller.clearDraft();
            onDone();
          }}
        />
      )}
    </>
  );
}

/** The request read-only: what the caller's role may see of it. */
function ReadOnlySection({ detail }: { detail: AffairDetail }) {
  const controller = useFormController({ definition: detail.form, initialValues: detail.values });
  return <FormRenderer controller={controller} readOnly />;
}

interface DetailBodyProps extends AffairScreenProps {
  detail: AffairDetail;
  extras?: DetailExtras;
}

function DetailBody({ detail, extras: Extras, ...screen }: DetailBodyProps) {
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const taskId = detail.taskId;
  const task = useQuery({
    queryKey: ['bpm', 'taskForm', taskId, language],
    queryFn: () => bpm.taskForm(taskId!),
    enabled: taskId !== null,
    staleTime: Infinity,
  });
  const id = detail.row.id;
  const history = (
    <>
      {Extras && <Extras module={screen.module} detail={detail} />}
      <ApprovalTimeline instId={id} />
      <FlowDiagram instId={id} />
    </>
  );
  return (
    <>
      <AffairSummary detail={detail} />
      {taskId ? (
        <QueryView query={task}>
          {(view) => (
            <TaskSection view={view} onDone={() => navigate(affairPath(screen, 'review'), { replace: true })}>
              {history}
            </TaskSection>
          )}
        </QueryView>
      ) : (
        <>
          <ReadOnlySection detail={detail} />
          {history}
          <StarterActionBar
            instId={id}
            buttons={detail.actions}
            onWithdrawn={() => navigate(affairPath(screen, 'apply', { draftId: id }), { replace: true })}
          />
        </>
      )}
    </>
  );
}

/** One request of the module: its row, form, applicant, timeline, diagram and, for its approver, the actions. */
export function AffairDetailPage({ extras, ...screen }: AffairScreenProps & { extras?: DetailExtras }) {
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const id = params.get('id') ?? '';
  const detail = useQuery({
    queryKey: ['affairs', screen.module.key, 'detail', id, language],
    queryFn: () => affairs.detail(screen.module, id),
  });
  return (
    <QueryView query={detail}>
      {(loaded) => <DetailBody key={id} {...screen} detail={loaded} extras={extras} />}
    </QueryView>
  );
}
