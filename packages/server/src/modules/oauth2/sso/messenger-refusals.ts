import type { MessageKey } from '@campus/contract';
import type { ProviderRow } from './repo.js';

/**
 * What a messenger's documented error codes mean for the person signing in, said in their
 * language (the catalogue's `sso.refused.*`), the code kept in parentheses for the school's
 * administrator. A code not listed here is quoted with the messenger's own description.
 */

type Meaning =
  | 'sso.refused.codeInvalid'
  | 'sso.refused.codeExpired'
  | 'sso.refused.codeUsed'
  | 'sso.refused.noAppPermission'
  | 'sso.refused.userInvalid'
  | 'sso.refused.appSetup'
  | 'sso.serverUnreachable';

const MEANINGS: Record<ProviderRow['kind'], Record<string, Meaning>> = {
  // WeChat official-account web authorization (sns/oauth2/access_token).
  wechat: {
    '40029': 'sso.refused.codeInvalid',
    '40163': 'sso.refused.codeUsed',
    '40125': 'sso.refused.appSetup',
    '40013': 'sso.refused.appSetup',
  },
  // WeCom: gettoken, auth/getuserinfo (40029 invalid oauth_code: unknown, expired or used).
  wecom: {
    '40029': 'sso.refused.codeInvalid',
    '40001': 'sso.refused.appSetup',
    '40013': 'sso.refused.appSetup',
  },
  // DingTalk: gettoken (40089), topapi/v2/user/getuserinfo (40078: no such temporary auth code).
  dingtalk: {
    '40078': 'sso.refused.codeInvalid',
    '40089': 'sso.refused.appSetup',
  },
  // Feishu: POST /open-apis/authen/v2/oauth/token, as its error code table says.
  feishu: {
    '20003': 'sso.refused.codeInvalid',
    '20004': 'sso.refused.codeExpired',
    '20065': 'sso.refused.codeUsed',
    '20010': 'sso.refused.noAppPermission',
    '20008': 'sso.refused.userInvalid',
    '20066': 'sso.refused.userInvalid',
    '20001': 'sso.refused.appSetup',
    '20002': 'sso.refused.appSetup',
    '20009': 'sso.refused.appSetup',
    '20024': 'sso.refused.appSetup',
    '20036': 'sso.refused.appSetup',
    '20048': 'sso.refused.appSetup',
    '20049': 'sso.refused.appSetup',
    '20063': 'sso.refused.appSetup',
    '20069': 'sso.refused.appSetup',
    '20070': 'sso.refused.appSetup',
    '20071': 'sso.refused.appSetup',
    '20050': 'sso.serverUnreachable',
    '20072': 'sso.serverUnreachable',
  },
  // The learning app's OAuth 2.0 token endpoint (RFC 6749 §5.2).
  cxapp: {
    invalid_grant: 'sso.refused.codeInvalid',
    invalid_client: 'sso.refused.appSetup',
    unauthorized_client: 'sso.refused.appSetup',
  },
  cas: {},
  oidc: {},
};

/** The catalogue key for a messenger's error code, if the code is one its documentation explains. */
export function refusalMeaning(kind: ProviderRow['kind'], errcode: number | string): MessageKey | undefined {
  return MEANINGS[kind][String(errcode)];
}
