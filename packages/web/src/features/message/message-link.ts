import type { InnerMessageRow } from '../../api/messages';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';

export interface MessageLink {
  path: string;
  label: PortalKey;
}

/**
 * Where a message leads (its bizType and bizId): an announcement to its page, a task to the task
 * screen of the workflow (its to-do list when the message names none), a request to its page.
 */
export function messageLink(message: Pick<InnerMessageRow, 'bizType' | 'bizId'>): MessageLink | undefined {
  const id = message.bizId ? encodeURIComponent(message.bizId) : undefined;
  switch (message.bizType) {
    case 'news':
      return id ? { path: `/notice/detail/${id}`, label: 'message.openNotice' } : undefined;
    case 'bpm.task':
      return { path: id ? `/bpmn/task?taskId=${id}` : '/bpmn/pending/index', label: 'message.openTask' };
    case 'bpm.instance':
      return { path: id ? `/bpmn/instance?id=${id}` : '/bpmn/myRequest/index', label: 'message.openRequest' };
    default:
      return undefined;
  }
}
