import { bpm, initiatedEndpoints, receivedEndpoints } from '../../api/bpm';
import { RequestList } from './request-list';

/** Done (SPEC /bpmn/handled/index): requests the caller has acted on. */
export function HandledPage() {
  return <RequestList endpoint={receivedEndpoints.handled} fetch={bpm.handled} statusTabs />;
}

/** Concluded (SPEC /bpmn/completed/index): requests the caller acted on that have ended. */
export function CompletedPage() {
  return <RequestList endpoint={receivedEndpoints.concluded} fetch={bpm.concluded} />;
}

/** My requests (SPEC /bpmn/myRequest/index): everything the caller submitted. */
export function MyRequestPage() {
  return <RequestList endpoint={initiatedEndpoints.requested} fetch={bpm.myRequested} statusTabs />;
}

/** My ended processes (SPEC /bpmn/myCompleted/index). */
export function MyCompletedPage() {
  return <RequestList endpoint={initiatedEndpoints.completed} fetch={bpm.myCompleted} />;
}
