import type { UiKey } from '../i18n/ui-messages';
import { withWorkflowTexts } from '../i18n/workflow-texts';
import type { AppRoute } from './routes';
import type { WorkflowScreen } from './screens/workflow-screens';

/** A workflow screen, loaded through the screens module, with the workflow texts alongside. */
function screen(name: WorkflowScreen) {
  return withWorkflowTexts(async () => (await import('./screens/workflow-screens')).workflowScreens[name]());
}

/**
 * The workflow screens (SPEC §2.1 /bpmn routes), the task and request details, and /demo/form:
 * route id, path, title and screen. Every one is a signed-in page with the back bar.
 */
const WORKFLOW_PAGES: readonly (readonly [id: string, path: string, title: UiKey, screen: WorkflowScreen])[] =
  [
    ['bpmPending', '/bpmn/pending/index', 'bpm.route.pending', 'pending'],
    ['bpmPendingMatter', '/bpmn/pending-matter/index', 'bpm.route.pending', 'pending'],
    ['bpmHandled', '/bpmn/handled/index', 'bpm.route.handled', 'handled'],
    ['bpmCompleted', '/bpmn/completed/index', 'bpm.route.completed', 'completed'],
    ['bpmMyRequest', '/bpmn/myRequest/index', 'bpm.route.myRequest', 'myRequest'],
    ['bpmMyCompleted', '/bpmn/myCompleted/index', 'bpm.route.myCompleted', 'myCompleted'],
    ['bpmNewProcess', '/bpmn/newProcess/index', 'bpm.route.newProcess', 'newProcess'],
    ['bpmMyDraft', '/bpmn/myDraft/index', 'bpm.route.myDraft', 'myDraft'],
    ['bpmMyRevoke', '/bpmn/myRevoke/index', 'bpm.route.myRevoke', 'myRevoke'],
    ['bpmTaskChange', '/bpmn/taskChange/index', 'bpm.route.taskChange', 'taskChange'],
    ['bpmTaskChangeDetail', '/bpmn/taskChangeDetail', 'bpm.route.taskChangeDetail', 'taskChangeDetail'],
    ['bpmAgent', '/bpmn/agent', 'bpm.route.agent', 'agent'],
    ['bpmStatistics', '/bpmn/statistics/index', 'bpm.route.statistics', 'statistics'],
    ['bpmTask', '/bpmn/task', 'bpm.route.task', 'task'],
    ['bpmInstance', '/bpmn/instance', 'bpm.route.instance', 'instance'],
    ['bpmStart', '/bpmn/start', 'bpm.route.start', 'start'],
    ['demoForm', '/demo/form', 'form.route.demo', 'demoForm'],
  ];

export const workflowRoutes: AppRoute[] = WORKFLOW_PAGES.map(([id, path, title, name]) => ({
  id,
  path,
  meta: { title, layout: 'info', requiresAuth: true },
  load: screen(name),
}));
