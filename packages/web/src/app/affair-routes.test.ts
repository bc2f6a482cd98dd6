import { AFFAIR_MODULES, LEAVE_MODULE } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { affairRoutes } from './affair-routes';
import { isRedirectRoute } from './routes';

const paths = affairRoutes.map((route) => route.path);
const redirects = affairRoutes.filter(isRedirectRoute);

describe('student-affairs routes', () => {
  it.each(AFFAIR_MODULES.map((module) => [module.key, module] as const))(
    'gives module %s every screen its descriptor names, under its group',
    (_key, module) => {
      for (const [screen, route] of Object.entries(module.routes)) {
        if (screen === 'default' || (screen === 'publicity' && !module.lists.publicity)) continue;
        expect(paths, `${screen}`).toContain(`${module.basePath}/${route}`);
      }
      expect(redirects).toContainEqual({
        path: module.basePath,
        redirectTo: `${module.basePath}/${module.routes.default}`,
      });
    },
  );

  it("adds leave's own screens, in its group and in the cjxy variant", () => {
    for (const base of [LEAVE_MODULE.basePath, '/xgxt/cjxy_leave']) {
      for (const route of [
        'cancel',
        'destination',
        'destination/sign',
        'destination/check',
        'return',
        'return/check',
      ]) {
        expect(paths).toContain(`${base}/${route}`);
      }
      expect(paths).toContain(`${base}/${LEAVE_MODULE.routes.apply}`);
    }
  });

  it('redirects each group once', () => {
    const groups = redirects.map((route) => route.path);
    expect(new Set(groups).size).toBe(groups.length);
  });
});
