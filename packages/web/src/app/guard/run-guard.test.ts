import { describe, expect, it, vi } from 'vitest';
import { runGuard, type GuardDeps } from './run-guard';
import { SignInFailed } from './sign-in-steps';

function deps(overrides: Partial<GuardDeps> & { token?: boolean; profile?: boolean } = {}) {
  const state = { token: overrides.token ?? false, profile: overrides.profile ?? false };
  const guard: GuardDeps = {
    hasToken: () => state.token,
    hasProfile: () => state.profile,
    loadProfile: vi.fn(async () => {
      state.profile = true;
    }),
    logoutLocally: vi.fn(() => {
      state.token = false;
    }),
    leaving: () => false,
    report: vi.fn(),
    signIn: vi.fn(async () => null),
    sso: false,
    ...overrides,
  };
  return { guard, state };
}

const to = (fullPath: string, routeId = 'dashboard') => ({
  routeId,
  matched: true,
  pathname: fullPath.split('?')[0] ?? fullPath,
  fullPath,
  url: new URL(`http://school.test/app${fullPath}`),
});

describe('running the guard', () => {
  it('loads a missing profile, then lets the user in', async () => {
    const { guard } = deps({ token: true });
    await expect(runGuard(to('/my/index'), guard)).resolves.toEqual({ kind: 'allow' });
    expect(guard.loadProfile).toHaveBeenCalledOnce();
  });

  it('logs out locally and opens login when the profile fails to load', async () => {
    const failure = new Error('illegal token');
    const { guard } = deps({ token: true, loadProfile: vi.fn(async () => Promise.reject(failure)) });
    await expect(runGuard(to('/my/index'), guard)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmy%2Findex',
    });
    expect(guard.logoutLocally).toHaveBeenCalledOnce();
    expect(guard.report).toHaveBeenCalledWith(failure);
  });

  it('keeps the session when the profile request dies because the page is being reloaded', async () => {
    const { guard } = deps({
      token: true,
      loadProfile: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      leaving: () => true,
    });
    await runGuard(to('/my/index'), guard);
    expect(guard.logoutLocally).not.toHaveBeenCalled();
    expect(guard.report).not.toHaveBeenCalled();
  });

  it('continues to the role choice under single sign-on', async () => {
    const { guard } = deps({ token: true, sso: true });
    await expect(runGuard(to('/my/index'), guard)).resolves.toEqual({
      kind: 'redirect',
      to: '/ssologinrole?redirect=%2Fmy%2Findex',
    });
    await expect(
      runGuard(to('/ssologinrole', 'ssoLoginRole'), deps({ token: true, sso: true }).guard),
    ).resolves.toEqual({
      kind: 'allow',
    });
  });

  it('without a token, opens login when no sign-in step applies', async () => {
    const { guard } = deps();
    await expect(runGuard(to('/dashboard'), guard)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard',
    });
    expect(guard.signIn).toHaveBeenCalledWith({
      url: new URL('http://school.test/app/dashboard'),
      wanted: '/dashboard',
    });
  });

  it('opens login when an automatic sign-in fails', async () => {
    const { guard } = deps({ signIn: vi.fn(async () => Promise.reject(new Error('refused'))) });
    await expect(runGuard(to('/dashboard'), guard)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard',
    });
  });

  it("remembers the page without the failed sign-in's one-time parameters (ticket, code, state)", async () => {
    const { guard } = deps({
      signIn: vi.fn(async () => Promise.reject(new SignInFailed('/my/index', new Error('refused')))),
    });
    await expect(
      runGuard(to('/dashboard?sso=p1&target=2f6d792f696e646578&ticket=ST-1'), guard),
    ).resolves.toEqual({ kind: 'redirect', to: '/login?redirect=%2Fmy%2Findex' });
  });

  it('after an automatic sign-in, loads the profile and lets the user in', async () => {
    const { guard, state } = deps({
      signIn: vi.fn(async () => {
        state.token = true;
        return { kind: 'signedIn' as const };
      }),
    });
    await expect(runGuard(to('/dashboard'), guard)).resolves.toEqual({ kind: 'allow' });
    expect(guard.loadProfile).toHaveBeenCalledOnce();
  });

  it('follows a step that continues elsewhere or loads a page afresh', async () => {
    const moving = deps({
      signIn: vi.fn(async () => ({ kind: 'signedIn' as const, continueTo: '/dashboard' })),
    });
    await expect(runGuard(to('/dashboard?accessToken=x'), moving.guard)).resolves.toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    const loading = deps({
      signIn: vi.fn(async () => ({ kind: 'load' as const, href: 'http://school.test/app/dashboard' })),
    });
    await expect(runGuard(to('/dashboard?rsaToken=x'), loading.guard)).resolves.toEqual({
      kind: 'load',
      href: 'http://school.test/app/dashboard',
    });
  });
});
