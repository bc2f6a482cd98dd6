/** The kinds of single sign-on provider a school can set up (issue 15). */
export const SSO_KINDS = ['cas', 'oidc', 'wecom', 'dingtalk', 'feishu', 'wechat', 'cxapp'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];

/**
 * Messengers whose in-app code signs in (`user/login/{messenger}/apply`): the workplace messengers
 * and WeChat (`user/login/wechat/apply`, SPEC §7).
 */
export const MESSENGER_KINDS = ['wecom', 'dingtalk', 'feishu', 'wechat'] as const;
export type MessengerKind = (typeof MESSENGER_KINDS)[number];
