import { describe, expect, it } from 'vitest';
import { messageLink } from './message-link';

describe('messageLink', () => {
  it('opens the announcement a bulletin is about', () => {
    expect(messageLink({ bizType: 'news', bizId: '42' })).toEqual({
      path: '/notice/detail/42',
      label: 'message.openNotice',
    });
  });

  it('opens the task or the request the workflow message is about', () => {
    expect(messageLink({ bizType: 'bpm.task', bizId: '7' })).toEqual({
      path: '/bpmn/task?taskId=7',
      label: 'message.openTask',
    });
    expect(messageLink({ bizType: 'bpm.instance', bizId: '8' })?.path).toBe('/bpmn/instance?id=8');
  });

  it('falls back to the lists when a workflow message names nothing', () => {
    expect(messageLink({ bizType: 'bpm.task', bizId: null })?.path).toBe('/bpmn/pending/index');
    expect(messageLink({ bizType: 'bpm.instance', bizId: null })?.path).toBe('/bpmn/myRequest/index');
  });

  it('leads nowhere for plain messages and unknown kinds', () => {
    expect(messageLink({ bizType: null, bizId: null })).toBeUndefined();
    expect(messageLink({ bizType: 'news', bizId: null })).toBeUndefined();
    expect(messageLink({ bizType: 'survey', bizId: '1' })).toBeUndefined();
  });
});
