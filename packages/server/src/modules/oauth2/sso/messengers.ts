import type { MessengerKind } from '@campus/contract';
import { dingtalkUserOfCode } from './dingtalk-client.js';
import { feishuUserOfCode } from './feishu-client.js';
import type { MessengerIdentity } from './messenger-api.js';
import { settingsOf } from './providers.js';
import type { ProviderRow } from './repo.js';
import { wechatUserOfCode } from './wechat-client.js';
import { wecomUserOfCode } from './wecom-client.js';

/** Each messenger kind: who its in-app code belongs to, asked of its API with the provider's settings. */
const CLIENTS: Record<
  MessengerKind,
  (provider: ProviderRow, secret: string, code: string) => Promise<MessengerIdentity>
> = {
  wecom: (provider, secret, code) => wecomUserOfCode(settingsOf(provider, 'wecom'), secret, code),
  dingtalk: (provider, secret, code) => dingtalkUserOfCode(settingsOf(provider, 'dingtalk'), secret, code),
  feishu: (provider, secret, code) => feishuUserOfCode(settingsOf(provider, 'feishu'), secret, code),
  wechat: (provider, secret, code) => wechatUserOfCode(settingsOf(provider, 'wechat'), secret, code),
};

export function messengerUserOfCode(kind: MessengerKind, provider: ProviderRow, code: string) {
  return CLIENTS[kind](provider, provider.secret ?? '', code);
}
