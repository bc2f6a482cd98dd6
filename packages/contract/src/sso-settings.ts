import { z } from 'zod';

/** What a school admin saves for a single sign-on provider (issue 15), checked on both sides. */

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/** A CAS attribute or OIDC claim name; empty means "the protocol's user name" (cas:user, sub). */
const attributeName = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]*$/, 'letters, digits, _ . : - only');

/** Who may be made an account on first sign-in: nobody unless the school says so. */
const accountCreation = {
  /** Make an account (a student at the school root) for an unknown user instead of refusing. */
  autoCreate: z.boolean().default(false),
  /** Where the full name of a new account comes from; empty: the account itself. */
  nameAttribute: attributeName.default(''),
};

export const casSettingsSchema = z.object({
  /** The CAS server's base, e.g. https://cas.school.edu.cn/cas (login, serviceValidate hang off it). */
  serverUrl: httpUrl,
  /** 2.0: /serviceValidate (user only); 3.0: /p3/serviceValidate (user and attributes). */
  version: z.enum(['2.0', '3.0']).default('3.0'),
  /** The attribute holding our account; empty: the CAS user name. */
  accountAttribute: attributeName.default(''),
  ...accountCreation,
});
export type CasSettings = z.infer<typeof casSettingsSchema>;

export const oidcSettingsSchema = z.object({
  /** The issuer; its /.well-known/openid-configuration is read. */
  issuer: httpUrl,
  clientId: z.string().trim().min(1).max(200),
  /** Space-separated scopes; openid is always asked for. */
  scope: z.string().trim().max(300).default('openid profile'),
  /** The claim holding our account (e.g. preferred_username); empty: sub. */
  accountClaim: attributeName.default('preferred_username'),
  ...accountCreation,
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

export const wecomSettingsSchema = z.object({
  /** The WeCom API (qyapi.weixin.qq.com); another address only for a private deployment or a test. */
  apiBase: httpUrl.default('https://qyapi.weixin.qq.com'),
  corpId: z.string().trim().min(1).max(64),
  agentId: z.string().trim().min(1).max(32),
});
export type WecomSettings = z.infer<typeof wecomSettingsSchema>;

export const dingtalkSettingsSchema = z.object({
  /** The DingTalk server API (oapi.dingtalk.com); another address only for a test. */
  apiBase: httpUrl.default('https://oapi.dingtalk.com'),
  /** The organisation (corpId), for the in-app request of an auth code. */
  corpId: z.string().trim().min(1).max(64),
  /** The application's AppKey (Client ID). */
  appKey: z.string().trim().min(1).max(64),
});
export type DingtalkSettings = z.infer<typeof dingtalkSettingsSchema>;

export const feishuSettingsSchema = z.object({
  /** The Feishu open platform (open.feishu.cn; Lark: open.larksuite.com); another address only for a test. */
  apiBase: httpUrl.default('https://open.feishu.cn'),
  /** Feishu's authorization page (accounts.feishu.cn; Lark: accounts.larksuite.com); another only for a test. */
  authorizeBase: httpUrl.default('https://accounts.feishu.cn'),
  /** The application's App ID (cli_...). */
  appId: z.string().trim().min(1).max(64),
});
export type FeishuSettings = z.infer<typeof feishuSettingsSchema>;

export const wechatSettingsSchema = z.object({
  /** The official account's AppID (wx...). */
  appId: z.string().trim().min(1).max(64),
  /** snsapi_base: the openid silently; snsapi_userinfo: also the nickname, after the person agrees. */
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).default('snsapi_base'),
  /** WeChat's authorization page (open.weixin.qq.com); another address only for a test. */
  authorizeBase: httpUrl.default('https://open.weixin.qq.com'),
  /** The WeChat server API (api.weixin.qq.com); another address only for a test. */
  apiBase: httpUrl.default('https://api.weixin.qq.com'),
});
export type WechatSettings = z.infer<typeof wechatSettingsSchema>;

export const cxappSettingsSchema = z.object({
  /** The app id the learning app opens this app with (the `appId` query). */
  appId: z.string().trim().min(1).max(64),
  /** The learning app's school-integration API, where its codes are exchanged. */
  apiBase: httpUrl,
  /** The field of its user info holding our account; empty: uname (the school number). */
  accountAttribute: attributeName.default(''),
  ...accountCreation,
});
export type CxappSettings = z.infer<typeof cxappSettingsSchema>;

/** Every kind's settings. */
export type SsoSettings =
  | CasSettings
  | OidcSettings
  | WecomSettings
  | DingtalkSettings
  | FeishuSettings
  | WechatSettings
  | CxappSettings;

const providerBase = {
  /** Empty: a new provider. */
  id: z.string().max(32).optional(),
  name: z.string().trim().min(1).max(50),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(999).default(0),
};

/**
 * What an admin saves. `secret` is write-only: absent keeps the stored one, '' clears it; replies
 * only ever say whether one is stored (`hasSecret`).
 */
/** A kind whose application secret (client secret, corpsecret, AppSecret, appKey) the server keeps. */
const withSecret = <K extends string, S extends z.ZodTypeAny>(kind: K, settings: S) =>
  z.object({ ...providerBase, kind: z.literal(kind), settings, secret: z.string().max(500).optional() });

export const ssoProviderInputSchema = z.discriminatedUnion('kind', [
  z.object({ ...providerBase, kind: z.literal('cas'), settings: casSettingsSchema }),
  withSecret('oidc', oidcSettingsSchema),
  withSecret('wecom', wecomSettingsSchema),
  withSecret('dingtalk', dingtalkSettingsSchema),
  withSecret('feishu', feishuSettingsSchema),
  withSecret('wechat', wechatSettingsSchema),
  withSecret('cxapp', cxappSettingsSchema),
]);
export type SsoProviderInput = z.input<typeof ssoProviderInputSchema>;
