/** Where the workflow screens live (SPEC §2.1 /bpmn routes, plus the detail screens). */
export const BPM_PATHS = {
  pending: '/bpmn/pending/index',
  myRequest: '/bpmn/myRequest/index',
  newProcess: '/bpmn/newProcess/index',
  taskChange: '/bpmn/taskChange/index',
  task: (taskId: string) => `/bpmn/task?taskId=${encodeURIComponent(taskId)}`,
  instance: (id: string) => `/bpmn/instance?id=${encodeURIComponent(id)}`,
  start: (ref: { defId?: string; proInstId?: string }) =>
    ref.proInstId
      ? `/bpmn/start?proInstId=${encodeURIComponent(ref.proInstId)}`
      : `/bpmn/start?defId=${encodeURIComponent(ref.defId ?? '')}`,
  changeDetail: (id: string) => `/bpmn/taskChangeDetail?id=${encodeURIComponent(id)}`,
  agent: '/bpmn/agent',
} as const;
