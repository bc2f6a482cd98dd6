import { z } from 'zod';
import { mobileSchema, newPasswordSchema } from '../../validation.js';
import { endpointsOf } from '../endpoints-of.js';

/**
 * A school from nothing (issue 28): the first school through the one-time setup link a new server
 * prints, and further schools added by a super administrator (the platform's isSuper). Both create
 * the tenant, its root organisation and its administrator in one transaction.
 */

const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

/** What a new school needs: its name and code, and its administrator's account. */
export const newSchool = z.object({
  name: text(100).meta({
    label: { 'zh-CN': '学校名称', 'zh-TW': '學校名稱', 'en-US': 'School name', 'ja-JP': '学校名' },
  }),
  code: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.minLength')
    .max(32, 'validation.maxLength')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'validation.format')
    .meta({
      label: { 'zh-CN': '学校代码', 'zh-TW': '學校代碼', 'en-US': 'School code', 'ja-JP': '学校コード' },
    }),
  adminAccount: z
    .string('validation.required')
    .trim()
    .min(3, 'validation.minLength')
    .max(32, 'validation.maxLength')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'validation.key')
    .meta({
      label: {
        'zh-CN': '管理员账号',
        'zh-TW': '管理員帳號',
        'en-US': 'Administrator account',
        'ja-JP': '管理者アカウント',
      },
    }),
  adminName: text(50).meta({
    label: {
      'zh-CN': '管理员姓名',
      'zh-TW': '管理員姓名',
      'en-US': 'Administrator name',
      'ja-JP': '管理者氏名',
    },
  }),
  adminPhone: mobileSchema.meta({
    label: {
      'zh-CN': '管理员手机号',
      'zh-TW': '管理員手機號',
      'en-US': 'Administrator mobile',
      'ja-JP': '管理者携帯番号',
    },
  }),
  adminPassword: newPasswordSchema.meta({
    label: {
      'zh-CN': '管理员密码',
      'zh-TW': '管理員密碼',
      'en-US': 'Administrator password',
      'ja-JP': '管理者パスワード',
    },
  }),
});
export type NewSchool = z.input<typeof newSchool>;

/** The setup link's token: 32 random bytes, base64url (43 characters). */
const setupToken = z
  .string('validation.required')
  .min(1, 'validation.required')
  .max(200, 'validation.maxLength')
  .meta({
    label: { 'zh-CN': '设置链接', 'zh-TW': '設定連結', 'en-US': 'Setup link', 'ja-JP': '設定リンク' },
  });

export const schoolSetup = newSchool.extend({ token: setupToken });
export type SchoolSetup = z.input<typeof schoolSetup>;

/** What was created: the sign-in screen opens with the administrator's account filled in. */
const createdSchool = z.object({ tenantId: z.string(), name: z.string(), code: z.string() }).extend({
  /** The administrator's account as stored (lower case): what the sign-in screen fills in. */
  account: z.string(),
});
export type CreatedSchool = z.infer<typeof createdSchool>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const schoolEndpoints = {
  /** The first school, with the token of the link the server printed; refused once a school exists. */
  setup: platform.post('/setup/school', { body: schoolSetup, reply: createdSchool, access: 'public' }),
  /** A further school, by a super administrator. */
  create: platform.post('/system/school/create', { body: newSchool, reply: createdSchool, idempotent: true }),
};
