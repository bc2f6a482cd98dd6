import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { initiatedEndpoints, readerQuery, type FormView } from '../../api/bpm';
import { ReadOnlyForm } from '../../components/form-renderer/read-only-form';
import { ReferencesProvider } from '../../components/form-renderer/record-reference';
import { MissingTarget } from '../../components/missing-target';
import { QueryView } from '../../components/query-view';
import { ApprovalTimeline } from '../../components/workflow/approval-timeline';
import { FlowDiagram } from '../../components/workflow/flow-diagram';
import { engineState } from '../../components/workflow/request-status';
import { StarterActionBar } from '../../components/workflow/starter-action-bar';
import { StatusTag } from '../../components/workflow/status-tag';
import { useViewStore } from '../../stores/view';
import { BPM_PATHS } from './bpm-paths';
import { RequestSummary } from './request-summary';

/** A request read by its starter or a reader (approver, copy-to): no approval buttons, ever. */
function InstanceDetail({ id, view }: { id: string; view: FormView }) {
  const navigate = useNavigate();
  const state = engineState(view.attributes.status ?? 'running', view.attributes.result);
  return (
    <>
      <RequestSummary attributes={view.attributes} tag={<StatusTag state={state} />} />
      <ReferencesProvider references={view.references}>
        <ReadOnlyForm
          definition={view.formModel.formData}
          permissions={view.permissions.fields}
          values={view.formModel.formValue}
        />
      </ReferencesProvider>
      <ApprovalTimeline instId={id} />
      <FlowDiagram instId={id} />
      <StarterActionBar
        instId={id}
        buttons={view.buttons.map((b) => b.alias)}
        onWithdrawn={() => navigate(BPM_PATHS.start({ proInstId: id }), { replace: true })}
      />
    </>
  );
}

/** /bpmn/instance?id=: one request, read-only. */
export function InstancePage() {
  const [params] = useSearchParams();
  const language = useViewStore((s) => s.language);
  const id = params.get('id') ?? '';
  const view = useQuery({
    ...readerQuery(initiatedEndpoints.formData, { query: { proInstId: id } }, language),
    enabled: id !== '',
  });
  if (!id) return <MissingTarget backTo={{ path: BPM_PATHS.myRequest, label: 'bpm.route.myRequest' }} />;
  return <QueryView query={view}>{(data) => <InstanceDetail key={id} id={id} view={data} />}</QueryView>;
}
