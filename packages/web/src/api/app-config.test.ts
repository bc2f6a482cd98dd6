import { describe, expect, it, vi } from 'vitest';
import { readAppConfig } from './app-config';

describe('app configuration', () => {
  it("defaults to the server's client and the authorization-code grant", () => {
    const config = readAppConfig({ DEV: false });
    expect(config.oauth).toEqual({
      clientId: 'campus-mobile',
      clientSecret: 'campus-mobile-secret',
      grantType: 'authorization_code',
    });
    expect(config.api).toEqual({ base: '/api', single: false, domains: [], timeoutMs: 30000 });
    expect(config.environments).toEqual([{ name: 'production', value: '/api', single: false }]);
    expect(config.sso).toBe(false);
    expect(config.showException).toBe(false);
  });

  it('reads every VITE_ variable', () => {
    const config = readAppConfig({
      VITE_OAUTH_CLIENT_ID: 'app',
      VITE_OAUTH_CLIENT_SECRET: 'app-secret',
      VITE_OAUTH_GRANT_TYPE: 'password_credentials',
      VITE_API_BASE: 'https://school.edu.cn/ibps',
      VITE_API_SINGLE: 'true',
      VITE_API_DOMAINS: 'https://a.edu.cn, https://b.edu.cn',
      VITE_ENVIRONMENT: 'test',
      VITE_API_ENVIRONMENTS: '[{"name":"staging","value":"https://staging.edu.cn/ibps"}]',
      VITE_SYSTEM_ID: 'campus',
      VITE_SSO: 'true',
      VITE_SHOW_EXCEPTION: 'true',
    });
    expect(config.oauth.grantType).toBe('password_credentials');
    expect(config.api).toMatchObject({
      base: 'https://school.edu.cn/ibps',
      single: true,
      domains: ['https://a.edu.cn', 'https://b.edu.cn'],
    });
    expect(config.environments).toEqual([
      { name: 'test', value: 'https://school.edu.cn/ibps', single: true },
      { name: 'staging', value: 'https://staging.edu.cn/ibps', single: false },
    ]);
    expect(config).toMatchObject({ systemId: 'campus', sso: true, showException: true });
  });

  it('ignores an unknown grant type and broken environment JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const config = readAppConfig({
      VITE_OAUTH_GRANT_TYPE: 'implicit',
      VITE_API_ENVIRONMENTS: '{oops',
      DEV: true,
    });
    expect(config.oauth.grantType).toBe('authorization_code');
    expect(config.environments).toEqual([{ name: 'development', value: '/api', single: false }]);
    expect(error).toHaveBeenCalledOnce();
  });
});
