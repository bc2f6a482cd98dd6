import type { Envelope, Language, ServicePrefix } from '@campus/contract';
import type { QueryValue } from './request-url';
import type { TokenData, TokenStore } from './token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The service whose prefix (/<service>/v3) the path hangs off, unless in single mode. */
  service: ServicePrefix;
  /** The route inside the service, e.g. '/user/context'. */
  url: string;
  /** Query parameters; undefined and null values are left out. */
  params?: Record<string, QueryValue>;
  /** JSON body (not for GET); a FormData goes as multipart (file uploads). */
  data?: unknown;
  /** Upload progress from 0 to 1, for bodies worth watching (files). */
  onUploadProgress?: (fraction: number) => void;
  /** Show the global loading toast while this request is in flight. */
  loading?: boolean;
  /** Send no token even off the whitelist: routes that take a possibly expired token in the query (logout). */
  anonymous?: boolean;
  /** 'none': hand back the parsed body as it came, without looking at its state. */
  processDataType?: 'none';
  /** 'arraybuffer': hand back the bytes (downloads). */
  responseType?: 'json' | 'arraybuffer';
  /**
   * A create request: sent with the submission's Idempotency-Key (submission-keys.ts). An object
   * names the submission when the body cannot be compared (the file being uploaded).
   */
  idempotent?: boolean | object;
}

/** Where the API is (SPEC §4.4 server address): its base and whether it runs in single mode. */
export interface ServerSetting {
  base: string;
  single: boolean;
}

export interface HttpConfig {
  /** Read per request: the user may switch the server address at run time. */
  server(): ServerSetting;
  /** Several domains: round-robin per 5 requests (SPEC §7). Empty: the base as it is. */
  domains: readonly string[];
  clientId: string;
  clientSecret: string;
  /** Sent as X-Authorization-systemid when set. */
  systemId?: string;
  timeoutMs: number;
  /** The global show-exception flag: also show warning-like replies. */
  showException: boolean;
}

/** Per-request facts that belong to the running app. */
export interface RequestContext {
  language: Language;
  /** Sent as X-Authorization-tenantid when set. */
  tenantId?: string;
}

export interface LogoutConfirmTexts {
  title: string;
  content: string;
  cancel: string;
  confirm: string;
}

/** What the request layer asks of the user interface; the app binds it to antd-mobile and the router. */
export interface RequestUi {
  /** A 5 s error toast; a line break separates the message from its reason. */
  error(text: string): void;
  /** The global loading toast on or off. */
  loading(visible: boolean): void;
  /** The logout confirm; resolves true when the user chose to log in again. */
  confirmLogout(texts: LogoutConfirmTexts): Promise<boolean>;
  /** After "Log in again": clear the session and open the login screen. */
  endSession(): void;
  /** Expired credentials: open the reset route with the reply's variables (username, userId, tenantid, loginState). */
  openReset(variables: Record<string, unknown>): void;
  /** After a refused refresh: reload the app at its base URL. */
  reload(): void;
}

export interface HttpClientDeps {
  config: HttpConfig;
  tokens: TokenStore;
  context(): RequestContext;
  ui: RequestUi;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => number;
  /** Injected for tests: a new Idempotency-Key. */
  newKey?: () => string;
}

export interface HttpClient {
  request(options: RequestOptions & { responseType: 'arraybuffer' }): Promise<ArrayBuffer>;
  request<T>(options: RequestOptions & { processDataType: 'none' }): Promise<T>;
  /** Resolves with the envelope for success and warning-like states; rejects with a RequestError otherwise. */
  request<T>(options: RequestOptions): Promise<Envelope<T>>;
  /** Exchanges the refresh token now, joining a refresh in flight; rejects (tokens cleared) when refused. */
  refreshTokens(): Promise<TokenData>;
  /** Tells the user about a failure nobody has shown yet; does nothing for one already shown. */
  report(error: unknown): void;
}
