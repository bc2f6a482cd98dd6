import type { OutboundFetch } from '../../../core/net/outbound.js';
import type { MessengerKind } from '@campus/contract';
import { dingtalkUserOfCode } from './dingtalk-client.js';
import { feishuUserOfCode } from './feishu-client.js';
import type { CodeExchange, MessengerIdentity } from './messenger-api.js';
import { settingsOf } from './providers.js';
import type { ProviderRow } from './repo.js';
import { wechatUserOfCode } from './wechat-client.js';
import { wecomUserOfCode } from './wecom-client.js';

/** Each messenger kind: who its in-app code belongs to, asked of its API with the provider's settings. */
const CLIENTS: Record<
  MessengerKind,
  (
    http: OutboundFetch,
    provider: ProviderRow,
    secret: string,
    exchange: CodeExchange,
  ) => Promise<MessengerIdentity>
> = {
  wecom: (http, provider, secret, { code }) =>
    wecomUserOfCode(http, settingsOf(provider, 'wecom'), secret, code),
  dingtalk: (http, provider, secret, { code }) =>
    dingtalkUserOfCode(http, settingsOf(provider, 'dingtalk'), secret, code),
  feishu: (http, provider, secret, exchange) =>
    feishuUserOfCode(http, settingsOf(provider, 'feishu'), secret, exchange),
  wechat: (http, provider, secret, { code }) =>
    wechatUserOfCode(http, settingsOf(provider, 'wechat'), secret, code),
};

export function messengerUserOfCode(
  http: OutboundFetch,
  kind: MessengerKind,
  provider: ProviderRow,
  exchange: CodeExchange,
) {
  return CLIENTS[kind](http, provider, provider.secret ?? '', exchange);
}
