import { describe, expect, it } from 'vitest';
import { replyKind } from './reply-kind';
import { replyErrorText, stateText } from './reply-text';

describe('reply kinds (SPEC §8)', () => {
  it('sorts states into what the request layer does with them', () => {
    const kinds = Object.fromEntries(
      [
        200, 2, 103, 400, 501, 502, 503, 50001, 50009, 6020301, 6020201, 6020102, 6020109, 6020101, 500, 404,
      ].map((state) => [state, replyKind(state)]),
    );
    expect(kinds).toEqual({
      200: 'success',
      2: 'warning',
      103: 'warning',
      400: 'warning',
      501: 'warning',
      502: 'warning',
      503: 'warning',
      50001: 'warning',
      50009: 'warning',
      6020301: 'tokenExpired',
      6020201: 'loggedOut',
      6020102: 'loggedOut',
      6020109: 'passwordExpired',
      6020101: 'error',
      500: 'error',
      404: 'error',
    });
  });
});

describe('error texts (SPEC §8)', () => {
  it('is the message, with the cause on a second line', () => {
    expect(replyErrorText('zh-CN', { state: 6020101, message: '用户名或密码错误', cause: null })).toBe(
      '用户名或密码错误',
    );
    expect(
      replyErrorText('zh-CN', { state: 6020101, message: '用户名或密码错误', cause: 'login_state' }),
    ).toBe('用户名或密码错误\n原因：login_state');
  });

  it('falls back to the status table, then to "Unknown error, code"', () => {
    expect(replyErrorText('ja-JP', { state: 404, message: '', cause: null })).toBe(stateText('ja-JP', 404));
    expect(stateText('en-US', 123)).toBe('Unknown error, code: 123');
  });

  it('hides database query errors', () => {
    expect(
      replyErrorText('en-US', {
        state: 500,
        message: '### Error querying database. Cause: ...',
        cause: null,
      }),
    ).toBeUndefined();
  });
});
