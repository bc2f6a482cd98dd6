/**
 * Web feature files that still write a query key or a URL by hand (issue 27): each leaves this list
 * when it calls through the contract declarations. The list only shrinks.
 */
export const LEGACY_ENDPOINT_FILES = [
  'packages/web/src/features/affairs/apply-page.tsx',
  'packages/web/src/features/affairs/detail-page.tsx',
  'packages/web/src/features/affairs/modules/jygl/api.ts',
  'packages/web/src/features/affairs/modules/wjdc/build-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/detail-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/fill-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/results-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/manage-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/parts.tsx',
  'packages/web/src/features/affairs/modules/xshd/signin-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/signup-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/works-page.tsx',
  'packages/web/src/features/my/environment-popup.tsx',
  'packages/web/src/features/my/help/help-page.tsx',
  'packages/web/src/features/my/user-info-page.tsx',
];
