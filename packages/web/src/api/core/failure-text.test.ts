import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text';
import { RequestError } from './request-error';

const refused = (state: number, message: string) =>
  new RequestError('state', message, {
    reply: { state, message, cause: null, data: null, variables: {} },
    status: state,
    notified: true,
  });

describe('what a screen says about a failed request (issue 17 item 1)', () => {
  it('shows the server’s own words for a refusal, never the network text', () => {
    expect(failureText(refused(400, '不支持的排序字段：number'), 'zh-CN')).toEqual({
      text: '不支持的排序字段：number',
      offline: false,
    });
    expect(failureText(refused(6050111, 'You may not see this request'), 'en-US').text).toBe(
      'You may not see this request',
    );
  });

  it('falls back to the state’s own text when the reply has no message, or one that leaks internals', () => {
    expect(failureText(refused(403, ''), 'zh-CN').text).toBe('拒绝访问');
    expect(failureText(refused(500, 'Error querying database: x'), 'en-US').text).not.toContain('querying');
  });

  it('keeps the network text for no answer, and the status text for a bare HTTP error', () => {
    expect(failureText(new RequestError('network', '', { notified: true }), 'zh-CN')).toEqual({
      text: '网络不给力，请稍后再试',
      offline: true,
    });
    expect(failureText(new RequestError('http', '', { status: 502, notified: true }), 'zh-CN').text).toBe(
      '网关错误',
    );
    expect(failureText(new Error('boom'), 'zh-CN').text).toBe('服务器开小差了，请稍后再试');
  });

  it('names the request of a server failure, to quote to support (issue 33), not of a refusal', () => {
    const failed = new RequestError('state', 'x', {
      reply: { state: 500, message: '', cause: null, data: null, variables: {} },
      status: 500,
      requestId: 'b3c1-42',
      notified: true,
    });
    expect(failureText(failed, 'en-US').requestId).toBe('b3c1-42');
    const proxy = new RequestError('http', '', { status: 502, requestId: 'lb-7', notified: true });
    expect(failureText(proxy, 'zh-CN').requestId).toBe('lb-7');
    const refusal = new RequestError('state', 'no', {
      reply: { state: 6050111, message: 'no', cause: null, data: null, variables: {} },
      status: 200,
      requestId: 'c-9',
      notified: true,
    });
    expect(failureText(refusal, 'en-US').requestId).toBeUndefined();
  });
});
