import { deploymentEnvironmentsSchema, type DeploymentEnvironment } from '@campus/contract';
import { z } from 'zod';
import { isAllowListEntry } from './core/net/addresses.js';
import {
  DEFAULT_OAUTH_CLIENTS,
  OAUTH_GRANTS,
  oauthClientsSchema,
  type OAuthClient,
} from './oauth-clients.js';

/**
 * Environment -> typed configuration, validated once at start. A bad value stops the process
 * with the list of the keys at fault (main.ts prints it), never with a stack trace.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** A comma-separated list; blanks dropped. */
const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** The browsers' push services (Chrome and most others: FCM; Firefox; Safari; Edge). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;

const intIn = (min: number, max: number) =>
  z.coerce.number().int(`must be a whole number from ${min} to ${max}`).min(min).max(max);

const envSchema = z.object({
  PORT: intIn(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .default('sqlite:./data/campus.db')
    .refine((v) => /^sqlite:.+/.test(v) || /^postgres(ql)?:\/\/.+/.test(v), {
      message: 'must be sqlite:PATH or postgres://user:pass@host:port/db',
    }),
  DATABASE_POOL_SIZE: intIn(1, 200).default(10),
  /** PostgreSQL: a statement running longer is cancelled (ms); the request gets a clean 503. */
  DATABASE_STATEMENT_TIMEOUT: intIn(100, 600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OAUTH_CLIENT_ID: z.string().min(1).default('campus-mobile'),
  OAUTH_CLIENT_SECRET: z.string().min(8, 'must be at least 8 characters').default('campus-mobile-secret'),
  /**
   * Further OAuth clients (issue 32): a JSON array of {id, secret?, grants?, redirectUris?}; no
   * secret makes a public client. Unset: the platform's stock client `ibps`, public, for the
   * password and code grants, so the stock front end and its scripts sign in out of the box.
   */
  OAUTH_CLIENTS: oauthClientsSchema.default(DEFAULT_OAUTH_CLIENTS),
  /**
   * Another base path every API route answers under besides /api (IBPS-API.md §0: the platform's
   * own is /ibps), for scripts written against the platform; `off` answers under /api only.
   */
  API_BASE_ALIAS: z
    .string()
    .regex(/^(off|\/[a-z0-9_-]+)$/i, 'must be off or one path segment such as /ibps')
    .refine((v) => v.toLowerCase() !== '/api' && v.toLowerCase() !== '/app', 'must not be /api or /app')
    .default('/ibps'),
  /** Seed the demo schools into an empty database at start. */
  SEED_DEMO: bool.default(true),
  /** Where the built web app lives; empty disables static serving. */
  WEB_DIST: z.string().default(''),
  /** scrypt cost (N) for new password hashes; stored with each hash, so it can change later. */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .refine(
      (n) => n >= 1024 && n <= 1048576 && (n & (n - 1)) === 0,
      'must be a power of two from 1024 to 1048576',
    )
    .default(16384),
  /** Behind a load balancer: trust X-Forwarded-For for client IPs (rate limits). */
  TRUST_PROXY: bool.default(false),
  /** Max request body size in bytes (uploads have their own limit). */
  BODY_LIMIT: intIn(1024, 50 * 1024 * 1024).default(1024 * 1024),
  /** Largest uploaded file in MB (files are kept in the database, so keep it modest). */
  UPLOAD_MAX_MB: intIn(1, 100).default(10),
  // Sign-in (README: "Sign-in configuration")
  PASSWORD_ENCRYPTION: bool.default(false),
  SINGLE_SESSION: bool.default(false),
  LOGIN_CAPTCHA_AFTER: intIn(1, 100).default(3),
  LOGIN_LOCK_AFTER: intIn(2, 1000).default(10),
  LOGIN_LOCK_MINUTES: intIn(1, 1440).default(15),
  LOGIN_RATE_LIMIT: intIn(1, 100000).default(30),
  SMS_SENDER: z.enum(['log']).default('log'),
  REGISTRATION_OPEN: bool.default(true),
  PASSWORD_MAX_AGE_DAYS: intIn(0, 3650).default(0),
  /** PEM public key of the portal whose signed rsaTokens may sign users in; empty: off. */
  RSA_TOKEN_PUBLIC_KEY: z.string().default(''),
  /**
   * The bearer token a Prometheus scraper sends to GET /api/metrics (issue 33); empty: the
   * endpoint is not there. Long and random, as a password is.
   */
  METRICS_TOKEN: z
    .string()
    .refine((v) => v === '' || v.length >= 24, 'must be empty or at least 24 characters')
    .default(''),
  /**
   * The address(es) people open the app at (comma-separated origins, e.g. https://xg.school.edu.cn).
   * Single sign-on accepts only service and redirect addresses under these; empty: SSO is off.
   */
  PUBLIC_URL: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((part) => !part.trim() || /^https?:\/\/[^/\s]+\/?$/i.test(part.trim())),
      'must be comma-separated origins such as https://xg.school.edu.cn',
    ),
  /** Web Push: who runs the push sender (a mailto: or https: address push services may contact). */
  PUSH_SUBJECT: z
    .string()
    .default('')
    .refine(
      (v) => !v || /^(mailto:\S+@\S+|https:\/\/\S+)$/i.test(v),
      'must be mailto:someone@school or https://...',
    ),
  /**
   * Web Push: the push services' hosts a browser's endpoint may name (`*.` for any subdomain);
   * any other endpoint is refused when saved and when sent to.
   */
  PUSH_SERVICE_HOSTS: commaList
    .default([...DEFAULT_PUSH_SERVICE_HOSTS])
    .refine(
      (hosts) => hosts.every((host) => /^(\*\.)?[a-z0-9.-]+$/i.test(host)),
      'must be comma-separated host names, each optionally starting with *.',
    ),
  /** Replaced by PUSH_SERVICE_HOSTS and OUTBOUND_ALLOW_PRIVATE: said so rather than ignored. */
  PUSH_LOCAL_ENDPOINTS: z
    .string()
    .optional()
    .refine((v) => v === undefined, 'replaced by PUSH_SERVICE_HOSTS and OUTBOUND_ALLOW_PRIVATE (README)'),
  /**
   * Host names, IP addresses and CIDR ranges the server may reach although they are loopback,
   * link-local or private (a school's CAS or identity platform on its intranet). Every address an
   * administrator configures or a user supplies is otherwise refused unless it is public.
   */
  OUTBOUND_ALLOW_PRIVATE: commaList
    .default([])
    .refine(
      (entries) => entries.every(isAllowListEntry),
      'must be comma-separated host names, IP addresses or CIDR ranges (10.8.0.0/16)',
    ),
  /**
   * The environments of SPEC §3's catalogue the app offers in "switch environment", as JSON:
   * [{"name":"test","value":"https://test.school.edu.cn/api","single":false}, ...].
   */
  APP_ENVIRONMENTS: z
    .string()
    .default('[]')
    .transform((text, ctx): DeploymentEnvironment[] => {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {name, value, single}' });
        return z.NEVER;
      }
      const parsed = deploymentEnvironmentsSchema.safeParse(json);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0]!;
      ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'list'}: ${issue.message}` });
      return z.NEVER;
    }),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** The app's own client (OAUTH_CLIENT_ID) and every client that may sign in (it first, then OAUTH_CLIENTS). */
  oauth: { clientId: string; clientSecret: string; clients: OAuthClient[] };
  /** The base path that answers like /api (API_BASE_ALIAS), or null. */
  apiBaseAlias: string | null;
  seedDemo: boolean;
  webDist: string;
  passwordHashCost: number;
  trustProxy: boolean;
  bodyLimit: number;
  uploadMaxMb: number;
  /** Origins the app is served at (PUBLIC_URL): single sign-on returns only there. */
  publicOrigins: string[];
  /** The catalogue's environments this deployment offers (APP_ENVIRONMENTS). */
  environments: DeploymentEnvironment[];
  auth: AuthConfig;
  push: PushConfig;
  outbound: OutboundConfig;
  /** METRICS_TOKEN: the scraper's bearer token for /api/metrics, or null (no endpoint). */
  metricsToken: string | null;
  /**
   * Hold every reply of a declared endpoint against its declaration (http/endpoint-serializer.ts):
   * on in the test apps, so every API test asserts the replies it gets; off in production.
   */
  checkReplies: boolean;
};

export interface OutboundConfig {
  /** OUTBOUND_ALLOW_PRIVATE: hosts, addresses and ranges reachable although not public. */
  allowPrivate: string[];
}

export interface PushConfig {
  /** The VAPID subject: PUSH_SUBJECT, else the first https PUBLIC_URL, else a mailto: placeholder. */
  subject: string;
  /** The push services' hosts an endpoint may name (PUSH_SERVICE_HOSTS); `*.x` for x's subdomains. */
  serviceHosts: string[];
}

export interface AuthConfig {
  /** The client encrypts passwords with the server's RSA key (WebCrypto RSA-OAEP). */
  passwordEncryption: boolean;
  /** A new sign-in ends the user's other sessions (they get 6020102). */
  singleSession: boolean;
  /** Wrong passwords before a captcha is required. */
  captchaAfter: number;
  /** Wrong passwords before the account is locked. */
  lockAfter: number;
  lockMinutes: number;
  /** Sign-in requests per IP per minute, per server instance. */
  rateLimitPerMinute: number;
  smsSender: 'log';
  registrationOpen: boolean;
  /** 0: passwords never expire. */
  passwordMaxAgeDays: number;
  /** Public key (PEM) of the portal that signs rsaTokens; empty disables rsaToken sign-in. */
  rsaTokenPublicKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment map; throws ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) =>
          `${issue.path.join('.')}=${JSON.stringify(present[String(issue.path[0])])}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const publicOrigins = e.PUBLIC_URL.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => new URL(part).origin);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT,
    logLevel: e.LOG_LEVEL,
    oauth: {
      clientId: e.OAUTH_CLIENT_ID,
      clientSecret: e.OAUTH_CLIENT_SECRET,
      clients: [
        { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET, grants: [...OAUTH_GRANTS], redirectUris: [] },
        ...e.OAUTH_CLIENTS.filter((client) => client.id !== e.OAUTH_CLIENT_ID),
      ],
    },
    apiBaseAlias: e.API_BASE_ALIAS.toLowerCase() === 'off' ? null : e.API_BASE_ALIAS,
    seedDemo: e.SEED_DEMO,
    webDist: e.WEB_DIST,
    passwordHashCost: e.PASSWORD_HASH_COST,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    publicOrigins,
    environments: e.APP_ENVIRONMENTS,
    auth: {
      passwordEncryption: e.PASSWORD_ENCRYPTION,
      singleSession: e.SINGLE_SESSION,
      captchaAfter: e.LOGIN_CAPTCHA_AFTER,
      lockAfter: e.LOGIN_LOCK_AFTER,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      rateLimitPerMinute: e.LOGIN_RATE_LIMIT,
      smsSender: e.SMS_SENDER,
      registrationOpen: e.REGISTRATION_OPEN,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
      rsaTokenPublicKey: e.RSA_TOKEN_PUBLIC_KEY.replace(/\\n/g, '\n'),
    },
    push: {
      subject:
        e.PUSH_SUBJECT ||
        publicOrigins.find((origin) => origin.startsWith('https:')) ||
        'mailto:noreply@campus.invalid',
      serviceHosts: e.PUSH_SERVICE_HOSTS,
    },
    outbound: { allowPrivate: e.OUTBOUND_ALLOW_PRIVATE },
    metricsToken: e.METRICS_TOKEN || null,
    checkReplies: false,
  };
}

/** The configuration a test starts from: defaults plus the overrides it names. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    logLevel: 'silent',
    seedDemo: false,
    passwordHashCost: 1024,
    // Tests sign in far more often than a person; the limit itself is tested with its own app.
    auth: { ...base.auth, rateLimitPerMinute: 100000 },
    // The address single sign-on tests send the browser back to.
    publicOrigins: ['http://campus.test'],
    // The tests' stand-ins (CAS, OIDC, messengers, push service) listen on 127.0.0.1; the refusal
    // of inside addresses is tested with apps that allow none (core/net, sso and push tests).
    outbound: { allowPrivate: ['127.0.0.1'] },
    checkReplies: true,
    ...overrides,
  };
}
