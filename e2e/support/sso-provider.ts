import type { SsoProviderAdminView, SsoProviderInput } from '@campus/contract';
import { test } from '@playwright/test';
import { apiAs } from './portal';

/**
 * The set-up the sign-in journeys share (issue 15): a local stand-in of a provider's API started
 * before the spec's tests, the school's provider saved by its admin pointing at it, and both
 * removed afterwards. Returns a getter of what was set up.
 */
export function withProvider<S extends { close(): Promise<void> }>(
  start: () => Promise<S>,
  input: (server: S) => SsoProviderInput,
): () => { server: S; provider: SsoProviderAdminView } {
  let server: S;
  let provider: SsoProviderAdminView;
  test.beforeAll(async ({ request }) => {
    server = await start();
    const admin = await apiAs(request, 'admin');
    provider = await admin.post<SsoProviderAdminView>('/api/oauth2/v3/sso/provider/save', input(server));
  });
  test.afterAll(async ({ request }) => {
    const admin = await apiAs(request, 'admin');
    if (provider) await admin.post(`/api/oauth2/v3/sso/provider/remove?id=${provider.id}`);
    await server?.close();
  });
  return () => ({ server, provider });
}

/** In-app browsers, as their user agents say. */
export const USER_AGENTS = {
  wecom:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.20 MicroMessenger/7.0.1 Language/zh',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN',
  dingtalk:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AliApp(DingTalk/7.6.0) com.laiwang.DingTalk/36000000 Channel/201200 language/zh-Hans-CN DingTalk/7.6.0',
  feishu:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Lark/7.20.0 LarkLocale/zh_CN ChannelName/Feishu',
} as const;
