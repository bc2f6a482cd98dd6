import { redirect, type LoaderFunction } from 'react-router';
import { isTokenValid } from '../../api/core/token';
import { credentials, http, oauth2 } from '../../api/http';
import { appConfig } from '../../api/app-config';
import { dingtalkAuthCode } from '../../lib/dingtalk-bridge';
import { useSessionStore } from '../../stores/session';
import { runGuard, type GuardDeps } from './run-guard';
import { signInSteps } from './sign-in-order';
import { resolveSignIn } from './sign-in-steps';

const steps = signInSteps({
  api: oauth2,
  tokens: () => credentials.get(),
  acceptTokens: (reply, remember) => useSessionStore.getState().acceptTokens(reply, remember),
  clearLocalSession: () => useSessionStore.getState().clearLocal(),
  refreshTokens: () => http.refreshTokens(),
  switchRole: (roleId) => useSessionStore.getState().switchRole(roleId),
  ssoAuto: appConfig.sso,
  userAgent: () => navigator.userAgent,
  dingtalkAuthCode,
});

/**
 * Set when the page starts to unload (reload, another address; pagehide comes before the browser
 * aborts the page's requests): see GuardDeps.leaving. Not beforeunload, which can keep a page out
 * of the back-forward cache.
 */
let leaving = false;
window.addEventListener('pagehide', () => {
  leaving = true;
});
// Back from the back-forward cache: the page lives again.
window.addEventListener('pageshow', () => {
  leaving = false;
});

const deps: GuardDeps = {
  hasToken: () => isTokenValid(credentials.get(), Date.now()),
  hasProfile: () => useSessionStore.getState().userInfo !== null,
  loadProfile: () => useSessionStore.getState().loadUserInfo(),
  logoutLocally: () => useSessionStore.getState().clearLocal(),
  leaving: () => leaving,
  report: (error) => http.report(error),
  signIn: (context) => resolveSignIn(steps, context),
  sso: appConfig.sso,
};

/** The Vite base ('/app/') without its trailing slash: the router's basename. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '');

/** '/app/my/index' -> '/my/index'. */
export function pathBelowBase(pathname: string): string {
  return pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname;
}

/**
 * The loader every page route runs before it renders: the navigation guard (SPEC §2.4a).
 * Every path matches a route of the table (unknown ones the catch-all that leads to /404).
 */
export function guardLoader(routeId: string): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const pathname = pathBelowBase(url.pathname);
    const outcome = await runGuard(
      { routeId, matched: true, pathname, fullPath: `${pathname}${url.search}`, url },
      deps,
    );
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'load') {
      window.location.replace(outcome.href);
      // The page is being replaced: never settle, so nothing renders in between.
      return new Promise<never>(() => undefined);
    }
    return null;
  };
}
