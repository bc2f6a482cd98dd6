import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'sqlite:./data/campus.db',
      logLevel: 'info',
      oauth: { clientId: 'campus-mobile', clientSecret: 'campus-mobile-secret' },
      seedDemo: true,
      uploadMaxMb: 10,
    });
  });

  it('registers OAuth clients from OAUTH_CLIENTS and an API base alias (issue 32)', () => {
    const defaults = loadConfig({});
    expect(defaults.oauth.clients).toEqual([
      {
        id: 'campus-mobile',
        secret: 'campus-mobile-secret',
        grants: ['authorization_code', 'password_credentials', 'refresh_token'],
        redirectUris: [],
      },
      {
        id: 'ibps',
        secret: null,
        grants: ['authorization_code', 'password_credentials', 'refresh_token'],
        redirectUris: [],
      },
    ]);
    expect(defaults.apiBaseAlias).toBe('/ibps');
    const school = loadConfig({
      OAUTH_CLIENTS: JSON.stringify([
        { id: 'ibps' },
        {
          id: 'bulk',
          secret: 'bulk-secret-1',
          grants: ['password_credentials'],
          redirectUris: ['https://a.edu.cn/cb'],
        },
      ]),
      API_BASE_ALIAS: 'off',
    });
    expect(school.oauth.clients.map((c) => [c.id, c.secret, c.grants])).toEqual([
      [
        'campus-mobile',
        'campus-mobile-secret',
        ['authorization_code', 'password_credentials', 'refresh_token'],
      ],
      ['ibps', null, ['authorization_code', 'password_credentials', 'refresh_token']],
      ['bulk', 'bulk-secret-1', ['password_credentials']],
    ]);
    expect(school.apiBaseAlias).toBeNull();
    for (const [key, value, said] of [
      ['OAUTH_CLIENTS', '{id: ibps}', 'must be a JSON array'],
      ['OAUTH_CLIENTS', '[{"id":"a","secret":"short"}]', '0.secret'],
      ['OAUTH_CLIENTS', '[{"id":"a","grants":["client_credentials"]}]', '0.grants'],
      ['OAUTH_CLIENTS', '[{"id":"a"},{"id":"a"}]', 'client a is listed twice'],
      ['OAUTH_CLIENTS', '[{"id":"a","redirectUris":["not a url"]}]', '0.redirectUris'],
      ['API_BASE_ALIAS', '/ibps/v3', 'one path segment'],
      ['API_BASE_ALIAS', '/api', 'must not be /api'],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), value).toThrow(said);
    }
  });

  it('reaches no inside address unless OUTBOUND_ALLOW_PRIVATE names it; push endpoints on the push services only', () => {
    const defaults = loadConfig({});
    expect(defaults.outbound).toEqual({ allowPrivate: [] });
    expect(defaults.push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      '*.notify.windows.com',
    ]);
    const school = loadConfig({
      OUTBOUND_ALLOW_PRIVATE: 'cas.intranet.school.edu.cn, 10.20.0.0/16,fd00::8',
      PUSH_SERVICE_HOSTS: 'push.intranet.school.edu.cn',
    });
    expect(school.outbound.allowPrivate).toEqual(['cas.intranet.school.edu.cn', '10.20.0.0/16', 'fd00::8']);
    expect(school.push.serviceHosts).toEqual(['push.intranet.school.edu.cn']);
    for (const [key, value, said] of [
      ['OUTBOUND_ALLOW_PRIVATE', 'cas school', 'host names, IP addresses or CIDR ranges'],
      ['PUSH_SERVICE_HOSTS', 'https://fcm.googleapis.com', 'comma-separated host names'],
      ['PUSH_LOCAL_ENDPOINTS', 'true', 'replaced by PUSH_SERVICE_HOSTS and OUTBOUND_ALLOW_PRIVATE'],
    ] as const) {
      expect(() => loadConfig({ [key]: value }), key).toThrow(said);
    }
  });

  it('takes the upload limit in whole megabytes from 1 to 100', () => {
    expect(loadConfig({ UPLOAD_MAX_MB: '25' }).uploadMaxMb).toBe(25);
    for (const bad of ['0', '101', '2.5', 'ten']) {
      expect(() => loadConfig({ UPLOAD_MAX_MB: bad }), bad).toThrow(ConfigError);
    }
  });

  it('takes the environments a deployment offers from the catalogue of SPEC §3 (issue 17 item 9)', () => {
    expect(loadConfig({}).environments).toEqual([]);
    const environments = [
      { name: 'test', value: 'https://test.school.edu.cn/api' },
      { name: 'staging', value: '/staging-api', single: true },
    ];
    expect(loadConfig({ APP_ENVIRONMENTS: JSON.stringify(environments) }).environments).toEqual([
      { name: 'test', value: 'https://test.school.edu.cn/api', single: false },
      { name: 'staging', value: '/staging-api', single: true },
    ]);
    for (const bad of [
      'test=https://x',
      JSON.stringify([{ name: 'qa', value: 'https://x' }]),
      JSON.stringify([{ name: 'test', value: 'ftp://x' }]),
      JSON.stringify([{ name: 'test', value: '//evil' }]),
      JSON.stringify([
        { name: 'test', value: '/a' },
        { name: 'test', value: '/b' },
      ]),
    ]) {
      expect(() => loadConfig({ APP_ENVIRONMENTS: bad }), bad).toThrow(/APP_ENVIRONMENTS=/);
    }
  });

  it('accepts sqlite and postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).databaseUrl).toBe('sqlite:/tmp/x.db');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/campus' }).databaseUrl).toBe(
      'postgres://u:p@db:5432/campus',
    );
  });

  it('names every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        OAUTH_CLIENT_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split('=')[0]);
    expect(keys.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'OAUTH_CLIENT_SECRET', 'PORT', 'SEED_DEMO']);
  });
});
