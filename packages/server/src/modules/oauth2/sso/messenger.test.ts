import { startDingtalkServer } from '../../../test/dingtalk-server.js';
import { startFeishuServer } from '../../../test/feishu-server.js';
import { describeMessengerSignIn } from '../../../test/messenger-sign-in.js';
import { startWechatServer } from '../../../test/wechat-server.js';
import { startWecomServer } from '../../../test/wecom-server.js';

/**
 * Messenger sign-in (issue 15): WeCom, DingTalk, Feishu and WeChat, each against a local server
 * answering as its documented API does; the same behaviour asked of each.
 */

describeMessengerSignIn({
  kind: 'wecom',
  name: '企业微信',
  start: startWecomServer,
  settings: (api) => ({ apiBase: api.apiBase, corpId: api.appId, agentId: '1000002' }),
  errors: { used: '40029', expired: '40029', wrongSecret: '40001' },
  said: { used: /did not recognise this sign-in code \(40029\)/, expired: /did not recognise/ },
  tellsMobile: true,
  hasOutsiders: true,
  appToken: true,
});

describeMessengerSignIn({
  kind: 'dingtalk',
  name: '钉钉',
  start: startDingtalkServer,
  settings: (api) => ({ apiBase: api.apiBase, corpId: 'ding-test-corp', appKey: api.appId }),
  errors: { used: '40078', expired: '40078', wrongSecret: '40089' },
  said: { used: /did not recognise this sign-in code \(40078\)/, expired: /did not recognise/ },
  tellsMobile: true,
  hasOutsiders: true,
  appToken: true,
});

describeMessengerSignIn({
  kind: 'feishu',
  name: '飞书',
  start: startFeishuServer,
  settings: (api) => ({ apiBase: api.apiBase, authorizeBase: api.apiBase, appId: api.appId }),
  // Feishu's current token endpoint (authen/v2/oauth/token): 20065 used, 20004 expired, 20002 secret.
  errors: { used: '20065', expired: '20004', wrongSecret: '20002' },
  said: { used: /sign-in code was already used \(20065\)/, expired: /sign-in code has expired \(20004\)/ },
  tellsMobile: true,
  hasOutsiders: false,
  // It takes the App ID and App Secret itself: no application token.
  appToken: false,
});

describeMessengerSignIn({
  kind: 'wechat',
  name: '微信',
  start: startWechatServer,
  settings: (api) => ({
    appId: api.appId,
    scope: 'snsapi_userinfo',
    apiBase: api.apiBase,
    authorizeBase: api.apiBase,
  }),
  errors: { used: '40163', expired: '40029', wrongSecret: '40125' },
  said: { used: /sign-in code was already used \(40163\)/, expired: /did not recognise/ },
  tellsMobile: false,
  hasOutsiders: false,
  appToken: false,
});
