import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url';

describe('request URLs', () => {
  const parts = { base: '/api', single: false, service: 'oauth2', path: '/user/open', query: {} } as const;

  it('hangs the service prefix and the path off the base', () => {
    expect(buildRequestUrl(parts)).toBe('/api/oauth2/v3/user/open');
    expect(buildRequestUrl({ ...parts, base: 'https://school.edu.cn/api/' })).toBe(
      'https://school.edu.cn/api/oauth2/v3/user/open',
    );
    expect(buildRequestUrl({ ...parts, single: true })).toBe('/api/user/open');
  });

  it('puts a round-robin domain in front of a relative base only', () => {
    expect(buildRequestUrl({ ...parts, domain: 'https://a.edu.cn/' })).toBe(
      'https://a.edu.cn/api/oauth2/v3/user/open',
    );
    expect(buildRequestUrl({ ...parts, base: 'https://b.edu.cn/api', domain: 'https://a.edu.cn' })).toBe(
      'https://b.edu.cn/api/oauth2/v3/user/open',
    );
  });

  it('leaves out empty query values and encodes the rest', () => {
    expect(buildRequestUrl({ ...parts, query: { a: 'x y', b: undefined, c: null, d: 0, e: false } })).toBe(
      '/api/oauth2/v3/user/open?a=x+y&d=0&e=false',
    );
  });
});
