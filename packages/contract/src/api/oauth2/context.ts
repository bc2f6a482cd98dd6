import { z } from 'zod';
import { LANGUAGES } from '../../messages/index.js';
import { endpointsOf } from '../endpoints-of.js';
import { tenantSummary } from './shared.js';

/** The user context (IBPS-API.md §1, both variants), the role switch and the tenant switch. */

/** Variant 1: ?username= (another person: the tenant's admins only). Variant 2: {access_token, uid, lang}. */
const contextInput = z.object({
  username: z.string().max(64).optional(),
  access_token: z.string().max(200).optional(),
  uid: z.string().max(32).optional(),
  lang: z.string().max(10).optional(),
});

/** A text in every language it has: one string, or one per language. */
const localizedText = z.union([z.string(), z.record(z.string(), z.string())]);

const orgRef = z.object({ id: z.string(), name: z.string(), type: z.string() });

const roleSummary = z.object({
  id: z.string(),
  /** In the language the context was asked in. */
  name: z.string(),
  code: z.string(),
  /** Every language the role's name has (the app's own roles), so a language switch needs no reload. */
  names: localizedText,
});
export type RoleSummary = z.infer<typeof roleSummary>;

/** Who the user is in the current tenant. */
const userInfo = z.object({
  user: z.object({
    id: z.string(),
    account: z.string(),
    fullname: z.string(),
    isSuper: z.enum(['Y', 'N']),
    /** The photo's address (an image of the platform's file service), or null. */
    photo: z.string().nullable(),
    gender: z.enum(['male', 'female', 'unknown']),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    /** The language the person chose on any device (null: none yet, the browser's stands). */
    language: z.enum(LANGUAGES).nullable(),
  }),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    account: z.string(),
    status: z.string(),
    photo: z.string().nullable(),
    /** Students and staff see different workbenches, menus and help. */
    kind: z.enum(['student', 'staff']),
    /** Student or staff number. */
    number: z.string(),
    /** Job title (staff), e.g. 辅导员. */
    title: z.string().nullable(),
    gender: z.enum(['male', 'female', 'unknown']),
    mobile: z.string().nullable(),
  }),
  /** The primary org (a student's class, a staff member's department) and its ancestors from the root. */
  org: orgRef.extend({ path: z.array(orgRef) }),
  positions: z.array(z.object({ id: z.string(), name: z.string(), code: z.string() })),
  /** The platform's name for the roles; `roles` is the same list. */
  role: z.array(roleSummary),
  roles: z.array(roleSummary),
  /** 'ALL' or the id of the role chosen on the role-choice screen. */
  currentRoleId: z.string(),
  tenantId: z.string(),
  mainTenant: tenantSummary.nullable(),
  tenants: z.array(tenantSummary),
  isTenantAdmin: z.boolean(),
  /** The school's time zone (IANA, e.g. Asia/Shanghai): every time is shown in it, whatever the phone's. */
  timeZone: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

const oauth2 = endpointsOf({ service: 'oauth2', access: 'signedIn' });

export const contextEndpoints = {
  /** The caller's context; with `uid`, it must be the caller's. */
  post: oauth2.post('/user/context', { query: contextInput, body: contextInput.nullish(), reply: userInfo }),
  get: oauth2.get('/user/context', { query: contextInput, reply: userInfo }),
  /** The role the session acts as: 'ALL' or one of the caller's roles in the tenant. */
  switchRole: oauth2.post('/user/role/switch', {
    query: z.object({
      roleId: z.string('validation.required').min(1, 'validation.required').max(32),
      token: contextInput.shape.access_token,
    }),
    reply: z.object({ roleId: z.string() }),
  }),
  /** Keeps the language the person chose with their account, applied at every sign-in. */
  saveLanguage: oauth2.post('/user/language', {
    body: z.object({ language: z.enum(LANGUAGES, 'validation.oneOf') }),
    reply: z.object({ language: z.enum(LANGUAGES) }),
  }),
  /** Another of the caller's schools; the session then acts with all roles. */
  switchTenant: oauth2.post('/user/tenant/switch', {
    query: z.object({
      tenantId: z.string('validation.required').min(1, 'validation.required').max(32),
    }),
    reply: z.object({ tenantId: z.string() }),
  }),
};
