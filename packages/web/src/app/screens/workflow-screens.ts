import type { ComponentType } from 'react';

/**
 * The workflow screens by name, each its own chunk. The route table reaches them through this one
 * module (loaded on the first visit to any of them), so the entry carries a single dynamic import
 * instead of one per screen with its list of chunks to preload.
 */
export const workflowScreens = {
  pending: async () => (await import('../../features/bpm/pending-page')).PendingPage,
  handled: async () => (await import('../../features/bpm/request-list-pages')).HandledPage,
  completed: async () => (await import('../../features/bpm/request-list-pages')).CompletedPage,
  myRequest: async () => (await import('../../features/bpm/request-list-pages')).MyRequestPage,
  myCompleted: async () => (await import('../../features/bpm/request-list-pages')).MyCompletedPage,
  newProcess: async () => (await import('../../features/bpm/new-process-page')).NewProcessPage,
  myDraft: async () => (await import('../../features/bpm/my-draft-page')).MyDraftPage,
  myRevoke: async () => (await import('../../features/bpm/my-revoke-page')).MyRevokePage,
  taskChange: async () => (await import('../../features/bpm/task-change-page')).TaskChangePage,
  taskChangeDetail: async () =>
    (await import('../../features/bpm/task-change-detail-page')).TaskChangeDetailPage,
  agent: async () => (await import('../../features/bpm/agent-page')).AgentPage,
  task: async () => (await import('../../features/bpm/task-page')).TaskPage,
  instance: async () => (await import('../../features/bpm/instance-page')).InstancePage,
  start: async () => (await import('../../features/bpm/start-page')).StartPage,
  statistics: async () => (await import('../../features/bpm/statistics/statistics-page')).StatisticsPage,
  demoForm: async () => (await import('../../features/demo/demo-form-page')).DemoFormPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type WorkflowScreen = keyof typeof workflowScreens;
