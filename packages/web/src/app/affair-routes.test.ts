import { describe, expect, it } from 'vitest';
import { AFFAIR_GROUPS } from '../lib/affair-groups';
import { affairRoutes } from './affair-routes';
import { isRedirectRoute, type PageRoute } from './routes';

const pages = affairRoutes.filter((route): route is PageRoute => !isRedirectRoute(route));
const paths = pages.map((route) => route.path);

describe('student-affairs routes', () => {
  it('finds every group in the contract’s folders', () => {
    expect(AFFAIR_GROUPS.map((g) => g.key)).toEqual(expect.arrayContaining(['jxj', 'lxgl', 'zzgl']));
  });

  it.each(AFFAIR_GROUPS.map((group) => [group.key, group] as const))(
    'gives group %s every screen it declares and the mechanism adds, under its base path',
    (_key, group) => {
      for (const screen of group.screens) expect(paths).toContain(`${group.basePath}/${screen.route}`);
      expect(paths).toContain(group.basePath);
      for (const module of group.modules)
        expect(
          pages.some((p) => p.path.startsWith('/xgxt/')),
          module.key,
        ).toBe(true);
    },
  );

  it('serves the SPEC names of the scholarship and aid screens', () => {
    for (const route of [
      'applicationList',
      'applicationRecord',
      'applicationPublicity',
      'nationalScholarship',
      'inspirationalScholarship',
      'generalScholarship',
      'outstandingScholarship',
      'collegeScholarship',
    ])
      expect(paths).toContain(`/xgxt/jxj/${route}`);
    expect(paths).toContain('/xgxt/cjxy_jxj/applicationPublicity');
    for (const route of [
      'hardshipList',
      'hardshipForm',
      'familyMemberAdd',
      'grant',
      'grantForm',
      'payoutQuery',
      'loan',
      'loanForm',
      'tempHardshipForm',
      'workStudy',
      'workStudyApply',
      'workStudyRecords',
      'resignationApply',
      'resignationDetail',
    ])
      expect(paths).toContain(`/xgxt/zzgl/${route}`);
    expect(paths).toContain('/xgxt/cjxy_zzgl/hardshipForm');
  });

  it("keeps leave's screens, in its group and in the cjxy variant with the return application", () => {
    for (const base of ['/xgxt/leave', '/xgxt/cjxy_leave'])
      for (const route of [
        'apply',
        'mine',
        'review',
        'detail',
        'success',
        'today',
        'cancel',
        'destination',
        'destination/sign',
        'destination/check',
        'return',
        'return/check',
      ])
        expect(paths).toContain(`${base}/${route}`);
    for (const route of ['returnApply', 'returnMine', 'returnReview', 'returnDetail', 'returnSuccess'])
      expect(paths).toContain(`/xgxt/cjxy_leave/${route}`);
    expect(paths).not.toContain('/xgxt/leave/returnApply');
  });

  it('names each route once and titles every screen', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of pages) expect(page.meta.title ?? page.meta.text, page.path).toBeTruthy();
  });
});
