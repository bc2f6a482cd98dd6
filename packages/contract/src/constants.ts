/** Business constants of SPEC §7 and §9 shared by both sides. */
export const BUILD_VERSION = '3.3.9-release';
export const BASE_PATH = '/app/';
export const API_BASE = '/api';

export const TOAST_MS = 2000;
export const ERROR_TOAST_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 200;
export const REQUEST_TIMEOUT_MS = 30000;
export const DOWNLOAD_URL_RELEASE_MS = 1000;
export const MULTI_DOMAIN_ROTATE_EVERY = 5;

export const CAPTCHA_LENGTH = 4;
export const MOBILE_LENGTH = 11;
export const ID_SEPARATOR = ',';

/** Access tokens live two hours (issue 3). */
export const ACCESS_TOKEN_TTL_S = 7200;

export const HEADER_TOKEN = 'X-Authorization-access_token';
export const HEADER_SYSTEM_ID = 'X-Authorization-systemid';
export const HEADER_TENANT_ID = 'X-Authorization-tenantid';

/** Service prefixes of SPEC §7; in single mode the same routes are also reachable without them. */
export const SERVICE_PREFIXES = [
  'oauth2',
  'platform',
  'business',
  'yxxt',
  'sfgl',
  'jczy',
  'ssgl',
  'jxj',
  'zzgl',
  'xshd',
  'zhcpgl',
  'zxgl',
  'lxgl',
  'zsfw',
  'wjdc',
  'jygl',
  'zgdw',
  'szgz',
] as const;
export type ServicePrefix = (typeof SERVICE_PREFIXES)[number];

export function servicePath(service: ServicePrefix): string {
  return `/${service}/v3`;
}

/** Paths reachable without a token (SPEC §7). Matched against the path after the service prefix. */
export const TOKEN_WHITELIST = [
  '/user/captcha',
  '/user/login',
  '/user/login/apply',
  '/authorize',
  '/authorize/apply',
  '/authentication',
  '/authentication/apply',
  '/user/open',
  '/user/register',
  '/user/open/tenant',
  '/user/reset/passwd',
  '/user/send/sms',
  '/saas/tenant/register',
] as const;

/** Whether a path is open without a token; trailing slashes do not change the route (nor this). */
export function isWhitelisted(path: string): boolean {
  const bare = (path.split('?')[0] ?? '').replace(/\/+$/, '');
  return TOKEN_WHITELIST.some((entry) => bare === entry || bare.endsWith(entry));
}

/** Environments named in the catalogue (SPEC §3). */
export const ENVIRONMENTS = ['development', 'frontend', 'mock', 'test', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export type Gender = 'male' | 'female' | 'unknown';
