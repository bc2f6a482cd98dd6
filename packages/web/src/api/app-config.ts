import { API_BASE, ENVIRONMENTS, REQUEST_TIMEOUT_MS, type Environment } from '@campus/contract';
import type { ServerAddress } from './server-address';

/**
 * The build-time configuration of the app, in one place. Every value comes from a Vite env
 * variable (VITE_*, read when the app is built) with the default the server ships with.
 *
 * | variable                  | default                | meaning                                                      |
 * | ------------------------- | ---------------------- | ------------------------------------------------------------ |
 * | VITE_OAUTH_CLIENT_ID      | campus-mobile          | the client id every grant sends (server OAUTH_CLIENT_ID)     |
 * | VITE_OAUTH_CLIENT_SECRET  | campus-mobile-secret   | its secret (server OAUTH_CLIENT_SECRET)                      |
 * | VITE_OAUTH_GRANT_TYPE     | authorization_code     | or password_credentials (SPEC §4.2)                          |
 * | VITE_API_BASE             | /api                   | the API base                                                 |
 * | VITE_API_SINGLE           | false                  | single mode: no /<service>/v3 prefixes                       |
 * | VITE_API_DOMAINS          | (none)                 | comma-separated origins, round-robin per 5 requests          |
 * | VITE_ENVIRONMENT          | development/production | which environment this build's API address is                |
 * | VITE_API_ENVIRONMENTS     | (none)                 | JSON [{name, value, single}] of the other environments       |
 * | VITE_SYSTEM_ID            | (none)                 | sent as X-Authorization-systemid                             |
 * | VITE_SSO                  | false                  | SSO is the way in (to the one CAS server); then role choice  |
 * | VITE_SHOW_EXCEPTION       | false                  | also show warning-like replies (SPEC §8)                     |
 */
export type GrantType = 'authorization_code' | 'password_credentials';

export interface AppConfig {
  oauth: { clientId: string; clientSecret: string; grantType: GrantType };
  api: { base: string; single: boolean; domains: string[]; timeoutMs: number };
  /** The server-address options the build offers, named after the environments of SPEC §3. */
  environments: ServerAddress[];
  systemId?: string;
  sso: boolean;
  showException: boolean;
}

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, name: string, fallback: string): string => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
};
const flag = (env: Env, name: string): boolean => text(env, name, 'false') === 'true';

function isEnvironment(name: string): name is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(name);
}

function otherEnvironments(env: Env): ServerAddress[] {
  try {
    const parsed: unknown = JSON.parse(text(env, 'VITE_API_ENVIRONMENTS', '[]'));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (item): item is { name: string; value: string; single?: boolean } =>
          typeof item?.name === 'string' && typeof item.value === 'string',
      )
      .map(({ name, value, single }) => ({ name, value, single: single === true }));
  } catch {
    console.error('VITE_API_ENVIRONMENTS is not valid JSON; only the build address is offered');
    return [];
  }
}

export function readAppConfig(env: Env): AppConfig {
  const grantType = text(env, 'VITE_OAUTH_GRANT_TYPE', 'authorization_code');
  const base = text(env, 'VITE_API_BASE', API_BASE);
  const single = flag(env, 'VITE_API_SINGLE');
  const environment = text(env, 'VITE_ENVIRONMENT', env.DEV === true ? 'development' : 'production');
  const own: ServerAddress = {
    name: isEnvironment(environment) ? environment : 'production',
    value: base,
    single,
  };
  return {
    oauth: {
      clientId: text(env, 'VITE_OAUTH_CLIENT_ID', 'campus-mobile'),
      clientSecret: text(env, 'VITE_OAUTH_CLIENT_SECRET', 'campus-mobile-secret'),
      grantType: grantType === 'password_credentials' ? 'password_credentials' : 'authorization_code',
    },
    api: {
      base,
      single,
      domains: text(env, 'VITE_API_DOMAINS', '')
        .split(',')
        .map((domain) => domain.trim())
        .filter(Boolean),
      timeoutMs: REQUEST_TIMEOUT_MS,
    },
    environments: [own, ...otherEnvironments(env).filter((option) => option.value !== base)],
    systemId: text(env, 'VITE_SYSTEM_ID', '') || undefined,
    sso: flag(env, 'VITE_SSO'),
    showException: flag(env, 'VITE_SHOW_EXCEPTION'),
  };
}

export const appConfig: AppConfig = readAppConfig(import.meta.env);
