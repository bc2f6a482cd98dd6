/**
 * Every state code of SPEC §8 and IBPS-API.md §0, grouped as the catalogue groups them.
 * The message of each lives in ./messages under the key `state.<code>`.
 */
export const HttpState = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  HTTP_VERSION_NOT_SUPPORTED: 505,
} as const;

/** Internal codes of SPEC §9 (the client's vocabulary). */
export const InternalState = {
  SUCCESS: 200,
  WARNING: 2,
  WARN: 103,
  UNSUPPORTED: 501,
  FALLBACK: 502,
  BAD_REQUEST: 400,
} as const;

export const GatewayState = {
  GATEWAY_TIMEOUT: 50001,
  SERVICE_UNAVAILABLE: 50002,
  CLIENT_INVOKE_EXCEPTION: 50003,
  NETWORK_CONNECTION_ERROR: 50004,
  NETWORK_TIMEOUT: 50005,
  CIRCUIT_TIMEOUT: 50006,
  THREAD_POOL_FULL: 50007,
  CIRCUIT_OPEN: 50008,
  SEMAPHORE_NOT_ACQUIRED: 50009,
} as const;

export const SecurityState = {
  ILLEGAL_REQUEST: 6010101,
  IP_BANNED: 6010102,
  UNAUTHORIZED: 6010103,
  RATE_LIMIT: 6010104,
  RATE_LIMITED: 6010105,
  REPEATED_SUBMIT: 6010106,
} as const;

export const LoginState = {
  WRONG_CREDENTIALS: 6020101,
  WRONG_AUTHORIZATION_CODE: 6020102,
  NOT_LOGGED_IN: 6020103,
  CAPTCHA_REQUIRED: 6020104,
  CAPTCHA_ERROR: 6020105,
  WRONG_USERNAME_OR_PASSWORD: 6020106,
  NOT_ACTIVATED: 6020107,
  USER_EXPIRED: 6020108,
  PASSWORD_EXPIRED: 6020109,
  DISABLED: 6020110,
  LOCKED: 6020111,
  UNKNOWN_ACCOUNT: 6020112,
  UNKNOWN_DEPARTMENT: 6020113,
  UNKNOWN_POSITION: 6020114,
  ILLEGAL_TOKEN: 6020201,
  GRANT_TYPE_NOT_SUPPORTED: 6020202,
  TOKEN_EXPIRED: 6020301,
} as const;

/**
 * Module codes (SPEC §8: 6030xxx to 6090001). Layout 60 AA SS CC: area, sub-area, code.
 * The spec names the areas but not the codes; these are ours, documented in docs/API.md.
 */
export const ModuleState = {
  // 6030: platform content
  NEWS_NOT_FOUND: 6030101,
  NEWS_NO_PERMISSION: 6030102,
  NEWS_EXPIRED: 6030103,
  DICTIONARY_NOT_FOUND: 6030201,
  DICTIONARY_KEY_EXISTS: 6030202,
  SYSTEM_NOT_FOUND: 6030301,
  RESOURCE_NOT_FOUND: 6030302,
  SCRIPT_ERROR: 6030401,
  SERVICE_NOT_FOUND: 6030501,
  // 6040: participants
  USER_NOT_FOUND: 6040101,
  ACCOUNT_EXISTS: 6040102,
  MOBILE_EXISTS: 6040103,
  SMS_CODE_ERROR: 6040104,
  REGISTRATION_CLOSED: 6040105,
  OLD_PASSWORD_WRONG: 6040106,
  PASSWORD_TOO_WEAK: 6040107,
  SMS_TOO_FREQUENT: 6040108,
  ROLE_NOT_FOUND: 6040201,
  ORG_NOT_FOUND: 6040301,
  POSITION_NOT_FOUND: 6040401,
  EMPLOYEE_NOT_FOUND: 6040501,
  GROUP_NOT_FOUND: 6040601,
  TENANT_NOT_FOUND: 6040701,
  TENANT_NOT_MEMBER: 6040702,
  /** Another school has this code already. */
  SCHOOL_CODE_EXISTS: 6040703,
  /** The setup link's token is wrong, or the link was already used. */
  SETUP_TOKEN_INVALID: 6040704,
  /** The server has a school already: the first-school setup is closed. */
  SETUP_DONE: 6040705,
  /** Activation: the number and the ID digits do not match a record (the same whether the number exists). */
  ACTIVATION_NO_MATCH: 6041101,
  /** Activation: no ID number or no phone on record; the school activates the account. */
  ACTIVATION_ASK_SCHOOL: 6041102,
  /** Activation: the account is active already; sign in. */
  ALREADY_ACTIVE: 6041103,
  /** The student is suspended in this school: no access until reinstated. */
  STUDY_SUSPENDED: 6041201,
  /** The student has withdrawn from this school. */
  STUDY_WITHDRAWN: 6041202,
  /** A graduate's grace period in this school is over. */
  GRADUATE_CLOSED: 6041203,
  /** The lifecycle step does not apply to the student's study status (e.g. reinstating the enrolled). */
  STUDY_STATUS_CONFLICT: 6041204,
  SSO_PROVIDER_NOT_FOUND: 6040801,
  SSO_PROVIDER_EXISTS: 6040802,
  /** The person cancelled at the identity provider (OIDC access_denied). */
  SSO_SIGN_IN_CANCELLED: 6040803,
  // 6050: processes and forms
  PROCESS_NOT_FOUND: 6050101,
  PROCESS_INVALID: 6050102,
  INSTANCE_NOT_FOUND: 6050103,
  TASK_NOT_FOUND: 6050104,
  TASK_NOT_ASSIGNEE: 6050105,
  TASK_ALREADY_HANDLED: 6050106,
  REVOKE_NOT_ALLOWED: 6050107,
  NO_ASSIGNEE: 6050108,
  ACTION_NOT_ALLOWED: 6050109,
  DRAFT_NOT_FOUND: 6050110,
  INSTANCE_NOT_VISIBLE: 6050111,
  CONDITION_ERROR: 6050112,
  DELEGATION_INVALID: 6050113,
  TASK_CHANGE_NOT_FOUND: 6050114,
  URGE_TOO_FREQUENT: 6050115,
  /** A designer's publish over a version that is no longer the current one (someone else published). */
  PROCESS_VERSION_STALE: 6050116,
  FORM_NOT_FOUND: 6050201,
  FORM_DATA_INVALID: 6050202,
  // 6050 3xx: student-affairs batches, eligibility, quotas, publicity, school settings
  AFFAIR_BATCH_NOT_FOUND: 6050301,
  AFFAIR_BATCH_NOT_OPEN: 6050302,
  AFFAIR_ALREADY_APPLIED: 6050303,
  AFFAIR_NOT_ELIGIBLE: 6050304,
  AFFAIR_QUOTA_FULL: 6050305,
  AFFAIR_PUBLICITY_CLOSED: 6050306,
  AFFAIR_BATCH_STALE: 6050307,
  AFFAIR_SETTING_INVALID: 6050308,
  AFFAIR_MODULE_NOT_FOUND: 6050309,
  // 6060: data templates and business objects
  TEMPLATE_NOT_FOUND: 6060101,
  BUSINESS_OBJECT_NOT_FOUND: 6060201,
  // 6070: messages, attachments, timed tasks, serial numbers
  MESSAGE_NOT_FOUND: 6070101,
  ATTACHMENT_NOT_FOUND: 6070201,
  ATTACHMENT_TOO_LARGE: 6070202,
  ATTACHMENT_TYPE_NOT_ALLOWED: 6070203,
  TIMED_TASK_EXISTS: 6070402,
  SERIAL_ALIAS_EXISTS: 6070602,
  // 6080: code generator
  CODEGEN_ERROR: 6080101,
  // 6090: socket file messages
  SOCKET_FILE_MESSAGE: 6090001,
} as const;

export const State = {
  ...HttpState,
  ...InternalState,
  ...GatewayState,
  ...SecurityState,
  ...LoginState,
  ...ModuleState,
} as const;

export type StateCode = (typeof State)[keyof typeof State];

/** Every code that has a message in the catalogue. */
export const ALL_STATE_CODES: readonly number[] = [
  ...new Set<number>([
    ...Object.values(HttpState),
    ...Object.values(InternalState),
    ...Object.values(GatewayState),
    ...Object.values(SecurityState),
    ...Object.values(LoginState),
    ...Object.values(ModuleState),
  ]),
].sort((a, b) => a - b);

/** States the client treats as "warning-like": data passes quietly unless show-exception is on (SPEC §8). */
export const WARNING_LIKE_STATES: readonly number[] = [
  InternalState.UNSUPPORTED,
  InternalState.WARNING,
  InternalState.WARN,
  HttpState.BAD_REQUEST,
  InternalState.FALLBACK,
  HttpState.SERVICE_UNAVAILABLE,
  ...Object.values(GatewayState),
];
