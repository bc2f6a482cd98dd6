// Production build sizes (gzip) of the entry and of every route, from Vite's manifest
// (route-sizes.mjs), against the login route's budget.
import { allRouteSizes, routeSizes } from './route-sizes.mjs';

export const LOGIN_PAGE = 'src/features/auth/login-page.tsx';
/** The login route's budget (issue 31; bench/web/login-budget.test.mjs fails above it). */
export const LOGIN_GOAL = 170 * 1024;

const kb = (bytes) => (bytes / 1024).toFixed(1);

export function printSizes(dist) {
  const login = routeSizes(dist, LOGIN_PAGE);
  const routes = allRouteSizes(dist);
  console.log(`entry chunk and its static imports: ${kb(login.entry)} KB gzip`);
  console.log(
    `login route: ${kb(login.total)} KB gzip (entry ${kb(login.entry)} + route ${kb(login.route)}); ` +
      `goal 170 KB: ${((100 * login.total) / LOGIN_GOAL).toFixed(0)} % of it`,
  );
  console.log(`\n${'route (page module)'.padEnd(56)} ${'adds KB'.padStart(8)} ${'total KB'.padStart(9)}`);
  for (const r of routes) {
    console.log(
      `${r.page.replace('src/features/', '').padEnd(56)} ${kb(r.route).padStart(8)} ${kb(r.total).padStart(9)}`,
    );
  }
  return { login, routes };
}
