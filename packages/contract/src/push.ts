/** Web Push devices (issue 16): declared with their endpoints (api/platform/push.ts). */
export type { PushDevice } from './api/platform/push.js';
