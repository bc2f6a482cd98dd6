import { describe, expect, it } from 'vitest';
import { decideNavigation, type GuardSession, type GuardTarget } from './navigation-guard';

const target = (routeId: string, fullPath: string, matched = true): GuardTarget => ({
  routeId,
  matched,
  pathname: fullPath.split('?')[0] ?? fullPath,
  fullPath,
});
const signedOut: GuardSession = { hasToken: false, hasProfile: false };
const noProfile: GuardSession = { hasToken: true, hasProfile: false };
const signedIn: GuardSession = { hasToken: true, hasProfile: true };

describe('navigation guard (SPEC §2.4a)', () => {
  it('always opens login, locking, error401, error403 and nomenu', () => {
    for (const id of ['login', 'locking', 'error401', 'error403', 'nomenu']) {
      for (const session of [signedOut, noProfile, signedIn]) {
        expect(decideNavigation(target(id, `/${id}`), session), id).toEqual({ kind: 'allow' });
      }
    }
  });

  it('loads the profile of a signed-in user who has none yet, whatever the route', () => {
    expect(decideNavigation(target('dashboard', '/dashboard'), noProfile)).toEqual({ kind: 'loadProfile' });
    expect(decideNavigation(target('register', '/register'), noProfile)).toEqual({ kind: 'loadProfile' });
  });

  it('sends a signed-in user on an unmatched route to /401 and lets them in elsewhere', () => {
    expect(decideNavigation(target('gone', '/gone', false), signedIn)).toEqual({
      kind: 'redirect',
      to: '/401',
    });
    expect(decideNavigation(target('dashboard', '/dashboard'), signedIn)).toEqual({ kind: 'allow' });
  });

  it('lets anyone without a token reach the sign-in paths', () => {
    for (const path of ['/login', '/register', '/forget', '/authredirect', '/reset_password', '/reset']) {
      expect(decideNavigation(target(path.slice(1), path), signedOut), path).toEqual({ kind: 'allow' });
    }
  });

  it('sends anyone else without a token to login, remembering the wanted path and query', () => {
    expect(decideNavigation(target('dashboard', '/d/list/leave?tab=2'), signedOut)).toEqual({
      kind: 'signIn',
      loginPath: '/login?redirect=%2Fd%2Flist%2Fleave%3Ftab%3D2',
    });
    expect(decideNavigation(target('error404', '/404'), signedOut)).toMatchObject({ kind: 'signIn' });
  });
});
