/** The kinds of single sign-on provider a school can set up (issue 15). */
export const SSO_KINDS = ['cas', 'oidc', 'wecom', 'dingtalk', 'feishu', 'wechat', 'cxapp'] as const;
export type SsoKind = (typeof SSO_KINDS)[number];
