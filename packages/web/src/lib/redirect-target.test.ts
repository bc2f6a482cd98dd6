import { describe, expect, it } from 'vitest';
import { redirectRouteTarget, redirectTarget } from './redirect-target';

describe('redirect targets', () => {
  it('keeps paths inside the app', () => {
    expect(redirectTarget('/d/list/leave?tab=2')).toBe('/d/list/leave?tab=2');
  });

  it('falls back for anything that could leave the app', () => {
    for (const value of [
      null,
      '',
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
    ])
      expect(redirectTarget(value, '/dashboard'), String(value)).toBe('/dashboard');
  });

  it('sends /redirect/<route> on to the route it names, with its query (SPEC §2.1)', () => {
    expect(redirectRouteTarget('my/index', '')).toBe('/my/index');
    expect(redirectRouteTarget('d/list/classRoster', '?tab=2')).toBe('/d/list/classRoster?tab=2');
    expect(redirectRouteTarget(undefined, '')).toBe('/dashboard');
    expect(redirectRouteTarget('/evil.test/x', '')).toBe('/dashboard');
  });
});
