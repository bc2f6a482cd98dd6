import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { smsCode, tenantIdInput } from './shared.js';

/**
 * Activating an imported account (issue 28): no default password is ever set, so a person the
 * school imported proves who they are once (their student or staff number, the last six
 * characters of the ID number on record, an SMS code to the phone on record) and chooses their
 * password. Public and rate limited like sign-in; a number that does not exist and ID digits that
 * do not match answer alike.
 */

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

/** Who the person says they are: enough to find them and check the ID digits. */
const identity = z.object({
  number: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(32, 'validation.maxLength')
    .meta(label('学号/工号', '學號/工號', 'Student or staff number', '学籍番号/職員番号')),
  /** The last six characters of the ID number on record (the last may be X). */
  idTail: z
    .string('validation.required')
    .trim()
    .toUpperCase()
    .regex(/^[0-9]{5}[0-9X]$/, 'validation.format')
    .meta(
      label('身份证件号后六位', '身分證件號後六位', 'Last 6 characters of ID number', '身分証番号の下6桁'),
    ),
  tenantId: tenantIdInput,
});
export type ActivationIdentity = z.input<typeof identity>;

const activateBody = identity.extend({
  smsCode,
  /** May come encrypted like every password; the strength rules are checked after decryption. */
  password: z.string('validation.password').min(1, 'validation.password').max(1024),
});
export type Activation = z.input<typeof activateBody>;

const oauth2 = endpointsOf({ service: 'oauth2', access: 'public' });

export const activationEndpoints = {
  /** Sends a code to the phone on record; data.mobile is that phone masked (138****0000). */
  sendCode: oauth2.post('/user/activate/code', {
    body: identity,
    reply: z.object({ mobile: z.string() }),
  }),
  /** Checks the code, sets the password and activates the account; then the person signs in. */
  activate: oauth2.post('/user/activate', { body: activateBody, reply: z.boolean() }),
};
