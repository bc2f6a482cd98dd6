import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { RequestError } from '../api/core/request-error';
import { QueryView } from './query-view';

/** A query in one of its states, as useQuery returns it (the fields QueryView reads). */
function queryIn(state: 'pending' | 'success' | 'error'): UseQueryResult<string> {
  const failure = new RequestError('state', '记录不存在', {
    reply: { state: 404, message: '记录不存在', cause: null, data: null, variables: {} },
    status: 404,
    notified: true,
  });
  return {
    status: state,
    isPending: state === 'pending',
    isSuccess: state === 'success',
    isError: state === 'error',
    data: state === 'success' ? 'the request' : undefined,
    error: state === 'error' ? failure : null,
  } as UseQueryResult<string>;
}

const view = (state: 'pending' | 'success' | 'error') =>
  renderToStaticMarkup(<QueryView query={queryIn(state)}>{(data) => <p>{data}</p>}</QueryView>);

describe('QueryView', () => {
  it('shows the skeleton, and not the screen, while the data loads', () => {
    const html = view('pending');
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<p>');
  });

  // The screen's first render with its data is deferred only when the data arrives after the
  // skeleton: data already in the cache (back to a screen) shows the screen in the first render.
  it('shows the screen in its first render when the data is already there', () => {
    const html = view('success');
    expect(html).toBe('<p>the request</p>');
  });

  it('shows the failure with a retry, and not the skeleton, when the query failed', () => {
    const html = view('error');
    expect(html).toContain('<div>记录不存在</div>');
    expect(html).toContain('重新加载');
    expect(html).not.toContain('aria-busy');
  });
});
