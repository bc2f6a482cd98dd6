import { describe, expect, it, vi } from 'vitest';
import type { Envelope, SsoProviderPublic } from '@campus/contract';
import type { TokenReply } from '../../api/oauth2';
import { RequestError } from '../../api/core/request-error';
import { tokenData } from '../../api/core/test-helpers';
import { signInSteps } from './sign-in-order';
import { issueMessengerState } from './steps/messenger-sign-in';
import { resolveSignIn, SignInFailed, withoutParam, type SignInStep } from './sign-in-steps';
import type { SignInStepDeps } from './steps/step-deps';

const tokens: TokenReply = {
  access_token: 'a',
  refresh_token: 'r',
  uid: 'u1',
  uaccount: 'student',
  expires_in: 7200,
  remind_in: 86400,
  scope: 'all',
  tenantId: 't1',
};
const ok = (data: TokenReply): Envelope<TokenReply> => ({
  state: 200,
  message: '',
  cause: null,
  data,
  variables: {},
});

const cas: SsoProviderPublic = {
  id: 'p1',
  kind: 'cas',
  name: '统一身份认证',
  tenantId: 't1',
  tenantName: '江南理工学院',
  loginUrl: 'https://cas.test/cas',
};

function setup(
  stored: ReturnType<typeof tokenData> | null = null,
  options: { ssoAuto?: boolean; userAgent?: string; providers?: SsoProviderPublic[] } = {},
) {
  const calls: string[] = [];
  const deps: SignInStepDeps = {
    api: {
      loginByRsaToken: vi.fn(async () => ok(tokens)),
      loginByV2App: vi.fn(async () => ok(tokens)),
      loginByCas: vi.fn(async () => ok(tokens)),
      loginByOidc: vi.fn(async () => ({ ...ok(tokens), variables: { target: '/notice/index' } })),
      oidcAuthorize: vi.fn(async () => ({ ...ok(tokens), data: { url: 'https://idp.test/auth?x=1' } })),
      casAuthorize: vi.fn(async () => ({
        ...ok(tokens),
        data: { url: 'https://cas.test/cas/login?service=from-the-server' },
      })),
      loginByMessenger: vi.fn(async () => ok(tokens)),
      loginByCxapp: vi.fn(async () => ok({ ...tokens, uaccount: 'student' })),
      ssoProviders: vi.fn(async () => ({ ...ok(tokens), data: options.providers ?? [cas] })),
    },
    tokens: () => stored,
    acceptTokens: vi.fn(() => calls.push('accept')),
    clearLocalSession: vi.fn(() => calls.push('clear')),
    refreshTokens: vi.fn(async () => calls.push('refresh')),
    switchRole: vi.fn(async (roleId: string) => void calls.push(`role ${roleId}`)),
    ssoAuto: options.ssoAuto ?? false,
    userAgent: () => options.userAgent ?? 'Mozilla/5.0 Chrome/140',
    dingtalkAuthCode: vi.fn(async () => 'DD-CODE'),
  };
  return { deps, calls, steps: signInSteps(deps) };
}

/** What a provider's start is asked for when /my/index was wanted (the server makes the address). */
const startForMyIndex = { providerId: 'p1', origin: 'http://school.test', target: '/my/index' };

const at = (wanted: string) => ({ url: new URL(`http://school.test/app${wanted}`), wanted });

/** The page a messenger's step sends the browser to from /my/index, to ask for a code. */
async function authorizationPage(steps: SignInStep[]): Promise<URL> {
  const outcome = await resolveSignIn(steps, at('/my/index'));
  expect(outcome?.kind).toBe('load');
  return new URL((outcome as { href: string }).href);
}

describe('sign-in resolution (SPEC §4.1)', () => {
  it('keeps the order rsaToken, accessToken (v2 app), single sign-on, refresh token', () => {
    expect(setup().steps.map((step) => step.name)).toEqual([
      'rsaToken',
      'v2App',
      'cas',
      'oidc',
      'ssoAuto',
      'wechat',
      'cxapp',
      'messenger',
      'refreshToken',
    ]);
  });

  it('inside WeCom: asks WeCom for a code, then signs in with it and opens the page without it', async () => {
    const inWecom = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0 wxwork/4.1.20';
    const first = setup(null, {
      userAgent: inWecom,
      providers: [
        { ...cas, id: 'w1', kind: 'wecom', loginUrl: undefined, corpId: 'ww1', agentId: '1000002' },
      ],
    });
    const href = await authorizationPage(first.steps);
    expect(href.origin + href.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      appid: 'ww1',
      redirect_uri: 'http://school.test/app/my/index',
      response_type: 'code',
      scope: 'snsapi_privateinfo',
      // WeChat and WeCom take letters and digits only, at most 128 bytes.
      state: expect.stringMatching(/^wecomZw1Z[0-9a-f]{32}$/),
      agentid: '1000002',
    });
    expect(href.hash).toBe('#wechat_redirect');

    const state = href.searchParams.get('state') ?? '';
    const back = setup(null, { userAgent: inWecom });
    const signed = await resolveSignIn(back.steps, at(`/my/index?code=C1&state=${state}`));
    expect(back.deps.api.loginByMessenger).toHaveBeenCalledWith(
      'wecom',
      'C1',
      'w1',
      'http://school.test/app/my/index',
    );
    expect(signed).toEqual({ kind: 'signedIn', continueTo: '/my/index' });

    // Outside WeCom the step stays out of the way.
    expect(await resolveSignIn(setup().steps, at(`/my/index?code=C1&state=${state}`))).toBeNull();
  });

  it('inside WeChat, first navigation only: the official account page, then the code signs in', async () => {
    const inWechat =
      'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
    const first = setup(null, {
      userAgent: inWechat,
      providers: [
        {
          ...cas,
          id: 'x1',
          kind: 'wechat',
          appId: 'wx1',
          scope: 'snsapi_userinfo',
          authorizeBase: 'https://wx.test',
        },
      ],
    });
    const href = await authorizationPage(first.steps);
    expect(href.origin + href.pathname).toBe('https://wx.test/connect/oauth2/authorize');
    expect([...href.searchParams.keys()]).toEqual([
      'appid',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
    ]);
    expect(href.searchParams.get('scope')).toBe('snsapi_userinfo');
    const state = href.searchParams.get('state') ?? '';
    expect(state).toMatch(/^wechatZx1Z[0-9a-f]{32}$/);
    // Not on later navigations of the same page.
    expect(await resolveSignIn(first.steps, at('/notice/index'))).toBeNull();

    const back = setup(null, { userAgent: inWechat });
    const signed = await resolveSignIn(back.steps, at(`/my/index?code=W1&state=${state}`));
    expect(back.deps.api.loginByMessenger).toHaveBeenCalledWith(
      'wechat',
      'W1',
      'x1',
      expect.stringMatching(/^http:\/\/school\.test\/app\//),
    );
    expect(signed).toEqual({ kind: 'signedIn', continueTo: '/my/index' });
    // The state works once: the same address again (or a link with someone else's code) is refused.
    const replay = setup(null, { userAgent: inWechat });
    await expect(resolveSignIn(replay.steps, at(`/my/index?code=W2&state=${state}`))).rejects.toThrow(
      /state/,
    );
    await expect(
      resolveSignIn(replay.steps, at(`/my/index?code=W3&state=wechatZx1Z${'f'.repeat(32)}`)),
    ).rejects.toThrow(/state/);
    expect(replay.deps.api.loginByMessenger).not.toHaveBeenCalled();

    // WeCom's browser says MicroMessenger too: that is the WeCom step's.
    const wecom = setup(null, { userAgent: `${inWechat} wxwork/4.1.20` });
    await expect(
      resolveSignIn(wecom.steps, at(`/my/index?code=W1&state=wechatZx1Z${'0'.repeat(32)}`)),
    ).rejects.toThrow(/wecom/);
    expect(wecom.deps.api.loginByMessenger).not.toHaveBeenCalled();
  });

  it('takes someone no account is bound to to the messenger authentication screen', async () => {
    const inFeishu = 'Mozilla/5.0 (iPhone) Mobile/15E148 Lark/7.20.0 LarkLocale/zh_CN';
    const { steps, deps } = setup(null, { userAgent: inFeishu });
    vi.mocked(deps.api.loginByMessenger).mockRejectedValue(
      new RequestError('state', 'not bound', {
        reply: {
          state: 6020112,
          message: 'not bound',
          cause: null,
          data: null,
          variables: { binding: 'B1' },
        },
        notified: false,
      }),
    );
    const state = issueMessengerState('feishu', 'f1');
    const out = await resolveSignIn(steps, at(`/notice/index?code=F1&state=${state}`));
    expect(out).toEqual({
      kind: 'elsewhere',
      to: '/authredirect?binding=B1&messenger=feishu&redirect=%2Fnotice%2Findex',
    });
  });

  it('inside Feishu goes to its authorization page; inside DingTalk asks the JS bridge for a code', async () => {
    const feishu = setup(null, {
      userAgent: 'Mozilla/5.0 Lark/7.20.0',
      providers: [{ ...cas, id: 'f1', kind: 'feishu', appId: 'cli_1', authorizeBase: 'https://fs.test' }],
    });
    // Feishu's current authorization page: client_id, response_type, redirect_uri, scope, state.
    const page = await authorizationPage(feishu.steps);
    expect(page.origin + page.pathname).toBe('https://fs.test/open-apis/authen/v1/authorize');
    expect(Object.fromEntries(page.searchParams)).toEqual({
      client_id: 'cli_1',
      response_type: 'code',
      redirect_uri: 'http://school.test/app/my/index',
      scope: 'contact:user.phone:readonly',
      state: expect.stringMatching(/^feishuZf1Z[0-9a-f]{32}$/),
    });
    // Back with the code: the token request repeats the redirect_uri the page was opened with.
    const back = setup(null, { userAgent: 'Mozilla/5.0 Lark/7.20.0' });
    await resolveSignIn(back.steps, at(`/my/index?code=F9&state=${page.searchParams.get('state')}`));
    expect(back.deps.api.loginByMessenger).toHaveBeenCalledWith(
      'feishu',
      'F9',
      'f1',
      'http://school.test/app/my/index',
    );

    const ding = setup(null, {
      userAgent: 'Mozilla/5.0 AliApp(DingTalk/7.6.0) DingTalk/7.6.0',
      providers: [{ ...cas, id: 'd1', kind: 'dingtalk', corpId: 'ding1', appKey: 'key1' }],
    });
    const signed = await resolveSignIn(ding.steps, at('/my/index'));
    expect(ding.deps.dingtalkAuthCode).toHaveBeenCalledWith('ding1', 'key1');
    expect(ding.deps.api.loginByMessenger).toHaveBeenCalledWith('dingtalk', 'DD-CODE', 'd1', undefined);
    expect(signed).toEqual({ kind: 'signedIn', continueTo: '/my/index' });
  });

  it('opened by the learning app with its appId: signs in after a local logout, then the role choice', async () => {
    const { steps, deps, calls } = setup(tokenData(), {
      providers: [{ ...cas, id: 'c1', kind: 'cxapp', appId: 'cx1' }],
    });
    const out = await resolveSignIn(steps, at('/dashboard?appId=cx1&code=K1&state=S1'));
    expect(deps.api.loginByCxapp).toHaveBeenCalledWith({ appid: 'cx1', code: 'K1', state: 'S1', flag: 1 });
    expect(calls).toEqual(['clear', 'accept']);
    expect(out).toEqual({ kind: 'signedIn', continueTo: '/ssologinrole?username=student' });
    // Another app's id is not ours to sign in with.
    await expect(resolveSignIn(steps, at('/dashboard?appId=other&code=K2'))).rejects.toThrow();
  });

  it('signs in with an OpenID Connect code, role ALL, then the page wanted at the start', async () => {
    const { steps, deps, calls } = setup(tokenData());
    const href = 'http://school.test/app/dashboard?code=c1&state=oidc.s1&iss=https%3A%2F%2Fidp.test';
    const outcome = await resolveSignIn(steps, { url: new URL(href), wanted: '/dashboard?code=c1' });
    expect(deps.api.loginByOidc).toHaveBeenCalledWith({ callbackUrl: href });
    expect(calls).toEqual(['clear', 'accept', 'role ALL']);
    expect(outcome).toEqual({ kind: 'signedIn', continueTo: '/notice/index' });
    // Another code-and-state return (a WeChat one, say) is not ours.
    await resolveSignIn(steps, at('/dashboard?code=c1&state=wx'));
    expect(deps.api.loginByOidc).toHaveBeenCalledTimes(1);
  });

  it('signs in with a CAS ticket for the service URL without it, role ALL, then the wanted page', async () => {
    const { steps, deps, calls } = setup(tokenData());
    const service = 'http://school.test/app/dashboard?sso=p1&target=2f6d792f696e646578';
    const outcome = await resolveSignIn(steps, {
      url: new URL(`${service}&ticket=ST-1-abc`),
      wanted: '/dashboard?sso=p1&target=2f6d792f696e646578&ticket=ST-1-abc',
    });
    expect(deps.api.loginByCas).toHaveBeenCalledWith({ ticket: 'ST-1-abc', serviceUrl: service });
    expect(calls).toEqual(['clear', 'accept', 'role ALL']);
    expect(outcome).toEqual({ kind: 'signedIn', continueTo: '/my/index' });
  });

  it('goes to the role choice after CAS sign-in when no page was wanted', async () => {
    const { steps } = setup();
    const outcome = await resolveSignIn(
      steps,
      at('/dashboard?sso=p1&target=2f64617368626f617264&ticket=ST-2'),
    );
    expect(outcome).toEqual({ kind: 'signedIn', continueTo: '/ssologinrole' });
  });

  it('sends the browser to the one CAS server when single sign-on is the way in, the server starting it', async () => {
    const { steps, deps } = setup(null, { ssoAuto: true });
    const outcome = await resolveSignIn(steps, at('/my/index'));
    // The server makes the service URL (bound to this browser by a cookie of its reply).
    expect(deps.api.casAuthorize).toHaveBeenCalledWith(startForMyIndex);
    expect(outcome).toEqual({ kind: 'load', href: 'https://cas.test/cas/login?service=from-the-server' });
  });

  it('leaves no ticket, code or state behind when a return fails: the page wanted is remembered', async () => {
    const casFails = setup();
    vi.mocked(casFails.deps.api.loginByCas).mockRejectedValue(new Error('refused'));
    const casReturn = '/dashboard?sso=p1&target=2f6d792f696e646578&flow=f1&ticket=ST-1';
    const casFailure = await resolveSignIn(casFails.steps, at(casReturn)).catch((error: unknown) => error);
    expect(casFailure).toBeInstanceOf(SignInFailed);
    expect((casFailure as SignInFailed).page).toBe('/my/index');

    const oidcFails = setup();
    vi.mocked(oidcFails.deps.api.loginByOidc).mockRejectedValue(new Error('refused'));
    const oidcReturn = '/dashboard?code=c1&state=oidc.s1&iss=https%3A%2F%2Fidp.test&session_state=x';
    const oidcFailure = await resolveSignIn(oidcFails.steps, at(oidcReturn)).catch((error: unknown) => error);
    expect((oidcFailure as SignInFailed).page).toBe('/dashboard');

    // A step with nothing one-time in the address remembers the page as it was.
    const refreshFails = setup(tokenData({ create_at: 0 }));
    vi.mocked(refreshFails.deps.refreshTokens).mockRejectedValue(new Error('expired'));
    const refreshFailure = await resolveSignIn(refreshFails.steps, at('/my/index?tab=2')).catch(
      (error: unknown) => error,
    );
    expect((refreshFailure as SignInFailed).page).toBe('/my/index?tab=2');
  });

  it('opens the "sign-in cancelled" screen when the person cancelled at the provider', async () => {
    const { steps, deps } = setup();
    const reply = {
      state: 6040803,
      message: '已取消登录',
      cause: null,
      data: null,
      variables: { target: '/my/index' },
    };
    vi.mocked(deps.api.loginByOidc).mockRejectedValue(
      new RequestError('state', reply.message, { reply, notified: true }),
    );
    const outcome = await resolveSignIn(
      steps,
      at('/dashboard?error=access_denied&error_description=End-User+aborted+interaction&state=oidc.s1'),
    );
    expect(outcome).toEqual({ kind: 'elsewhere', to: '/ssocancelled?redirect=%2Fmy%2Findex' });
    expect(deps.acceptTokens).not.toHaveBeenCalled();
  });

  it('asks the server to start when the one provider speaks OpenID Connect', async () => {
    const { steps, deps } = setup(null, {
      ssoAuto: true,
      providers: [{ ...cas, kind: 'oidc', loginUrl: undefined }],
    });
    const outcome = await resolveSignIn(steps, at('/my/index'));
    expect(deps.api.oidcAuthorize).toHaveBeenCalledWith(startForMyIndex);
    expect(outcome).toEqual({ kind: 'load', href: 'https://idp.test/auth?x=1' });
  });

  it('leaves it to the login screen when several providers are on, and refreshes a kept session first', async () => {
    const several = setup(null, { ssoAuto: true, providers: [cas, { ...cas, id: 'p2' }] });
    await expect(resolveSignIn(several.steps, at('/my/index'))).rejects.toThrow();

    const kept = setup(tokenData({ create_at: 0 }), { ssoAuto: true });
    await expect(resolveSignIn(kept.steps, at('/dashboard'))).resolves.toEqual({ kind: 'signedIn' });
    expect(kept.calls).toEqual(['refresh']);
  });

  it('signs in by an rsaToken, then loads the URL without it', async () => {
    const { steps, deps } = setup(tokenData());
    const outcome = await resolveSignIn(steps, at('/dashboard?rsaToken=abc&tab=1'));
    expect(deps.api.loginByRsaToken).toHaveBeenCalledWith('abc');
    expect(deps.acceptTokens).toHaveBeenCalledWith(tokens, false);
    expect(outcome).toEqual({ kind: 'load', href: 'http://school.test/app/dashboard?tab=1' });
  });

  it('logs out locally, signs in through the v2 app, and continues without the accessToken', async () => {
    const { steps, deps, calls } = setup(tokenData());
    const outcome = await resolveSignIn(steps, at('/my/index?accessToken=xyz'));
    expect(deps.api.loginByV2App).toHaveBeenCalledWith('xyz');
    expect(calls).toEqual(['clear', 'accept']);
    expect(outcome).toEqual({ kind: 'signedIn', continueTo: '/my/index' });
  });

  it('refreshes when only a refresh token is left', async () => {
    const { steps, calls } = setup(tokenData({ create_at: 0 }));
    await expect(resolveSignIn(steps, at('/dashboard'))).resolves.toEqual({ kind: 'signedIn' });
    expect(calls).toEqual(['refresh']);
  });

  it('has nothing to do without a trigger', async () => {
    await expect(resolveSignIn(setup().steps, at('/dashboard'))).resolves.toBeNull();
  });

  it('fails when the server refuses the token of the link', async () => {
    const { steps, deps } = setup();
    vi.mocked(deps.api.loginByRsaToken).mockResolvedValue({ ...ok(tokens), state: 404 });
    // The failure says why (the reply) and where to go after signing in otherwise: not the token.
    await expect(resolveSignIn(steps, at('/dashboard?rsaToken=abc&tab=1'))).rejects.toMatchObject({
      page: '/dashboard?tab=1',
      cause: { state: 404 },
    });
    expect(deps.acceptTokens).not.toHaveBeenCalled();
  });

  it('removes query parameters and keeps the rest', () => {
    expect(withoutParam('/a?x=1&y=2#h', 'x')).toBe('/a?y=2#h');
    expect(withoutParam('/a?x=1', 'x')).toBe('/a');
    expect(withoutParam('/a?code=1&state=s&tab=2', 'code', 'state')).toBe('/a?tab=2');
  });
});
