import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../i18n/i18n';
import { RequestError } from '../api/core/request-error';
import { FailureBlock } from './failure-block';

describe('FailureBlock', () => {
  it('says the server’s own words and offers a retry', () => {
    const refused = new RequestError('state', '不支持的排序字段：number', {
      reply: { state: 400, message: '不支持的排序字段：number', cause: null, data: null, variables: {} },
      status: 400,
      notified: true,
    });
    const html = renderToStaticMarkup(
      <FailureBlock error={refused} onRetry={() => undefined} className="box" />,
    );
    expect(html).toContain('class="box"');
    expect(html).toContain('<div>不支持的排序字段：number</div>');
    expect(html).toMatch(/<button[^>]*adm-button-primary[^>]*>.*重新加载/);
  });
});
