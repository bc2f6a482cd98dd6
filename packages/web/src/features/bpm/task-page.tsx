import { useQuery } from '@tanstack/react-query';
import { NoticeBar, Tag } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readerQuery, taskEndpoints, type FormView } from '../../api/bpm';
import { MissingTarget } from '../../components/missing-target';
import { QueryView } from '../../components/query-view';
import { ApprovalTimeline } from '../../components/workflow/approval-timeline';
import { FlowDiagram } from '../../components/workflow/flow-diagram';
import { TaskFormSection } from '../../components/workflow/lazy-task-form';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { BPM_PATHS } from './bpm-paths';
import { RequestSummary } from './request-summary';

/** The task as its holder works it: the form at the node's permissions, opinion, history, diagram, actions. */
function TaskDetail({ view }: { view: FormView }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const taskId = view.attributes.taskId ?? '';
  // Opened from a list: back to it; opened from a link (no page before): to the to-do list.
  const leave = () =>
    location.key === 'default' ? navigate(BPM_PATHS.pending, { replace: true }) : navigate(-1);
  const holdingTag =
    view.attributes.status === 'DELIVERTO' ? (
      <Tag color="warning">{t('bpm.task.delivered')}</Tag>
    ) : view.attributes.status === 'AGENT' ? (
      <Tag color="warning">{t('bpm.task.agent')}</Tag>
    ) : undefined;

  const history = (
    <>
      <ApprovalTimeline taskId={taskId} />
      <FlowDiagram taskId={taskId} />
    </>
  );
  return (
    <>
      <RequestSummary attributes={view.attributes} tag={holdingTag} />
      <TaskFormSection
        view={view}
        onDone={leave}
        readOnlyNotice={<NoticeBar content={t('bpm.task.readOnly')} color="info" wrap />}
      >
        {history}
      </TaskFormSection>
    </>
  );
}

/** /bpmn/task?taskId=: a task from the to-do list (or a link in a message). */
export function TaskPage() {
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const taskId = params.get('taskId') ?? '';
  const view = useQuery({
    ...readerQuery(taskEndpoints.formData, { query: { taskId } }, language),
    staleTime: Infinity,
    enabled: taskId !== '',
  });
  if (!taskId) return <MissingTarget backTo={{ path: BPM_PATHS.pending, label: 'bpm.route.pending' }} />;
  return <QueryView query={view}>{(data) => <TaskDetail key={taskId} view={data} />}</QueryView>;
}
