import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '@campus/contract';
import type { TokenReply } from '../../api/core/token';
import { tokenData } from '../../api/core/test-helpers';
import { signInSteps } from './sign-in-order';
import { resolveSignIn, withoutParam } from './sign-in-steps';
import type { SignInStepDeps } from './steps/step-deps';

const tokens: TokenReply = { access_token: 'a', refresh_token: 'r', uid: 'u1', expires_in: 7200 };
const ok = (data: TokenReply): Envelope<TokenReply> => ({
  state: 200,
  message: '',
  cause: null,
  data,
  variables: {},
});

function setup(stored: ReturnType<typeof tokenData> | null = null) {
  const calls: string[] = [];
  const deps: SignInStepDeps = {
    api: {
      loginByRsaToken: vi.fn(async () => ok(tokens)),
      loginByV2App: vi.fn(async () => ok(tokens)),
    },
    tokens: () => stored,
    acceptTokens: vi.fn(() => calls.push('accept')),
    clearLocalSession: vi.fn(() => calls.push('clear')),
    refreshTokens: vi.fn(async () => calls.push('refresh')),
  };
  return { deps, calls, steps: signInSteps(deps) };
}

const at = (wanted: string) => ({ url: new URL(`http://school.test/app${wanted}`), wanted });

describe('sign-in resolution (SPEC §4.1)', () => {
  it('keeps the order rsaToken, accessToken (v2 app), refresh token', () => {
    expect(setup().steps.map((step) => step.name)).toEqual(['rsaToken', 'v2App', 'refreshToken']);
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
    await expect(resolveSignIn(steps, at('/dashboard?rsaToken=abc'))).rejects.toMatchObject({ state: 404 });
    expect(deps.acceptTokens).not.toHaveBeenCalled();
  });

  it('removes one query parameter and keeps the rest', () => {
    expect(withoutParam('/a?x=1&y=2#h', 'x')).toBe('/a?y=2#h');
    expect(withoutParam('/a?x=1', 'x')).toBe('/a');
  });
});
