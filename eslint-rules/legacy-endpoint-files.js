/**
 * Web feature files that still write a query key or a URL by hand (issue 27): each leaves this list
 * when it calls through the contract declarations. The list only shrinks.
 */
export const LEGACY_ENDPOINT_FILES = [
  'packages/web/src/features/affairs/modules/jygl/api.ts',
  'packages/web/src/features/affairs/modules/lxgl/cancel-page.tsx',
  'packages/web/src/features/affairs/modules/sfgl/api.ts',
  'packages/web/src/features/affairs/modules/sfgl/import-page.tsx',
  'packages/web/src/features/affairs/modules/ssgl/change-room-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/build-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/detail-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/fill-page.tsx',
  'packages/web/src/features/affairs/modules/wjdc/results-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/manage-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/parts.tsx',
  'packages/web/src/features/affairs/modules/xshd/signin-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/signup-page.tsx',
  'packages/web/src/features/affairs/modules/xshd/works-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/form-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/info-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/picture-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/points-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/question-detail-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/show-page.tsx',
  'packages/web/src/features/affairs/modules/yxxt/sign-scan-page.tsx',
  'packages/web/src/features/affairs/modules/zxgl/api.ts',
  'packages/web/src/features/affairs/modules/zxgl/record-form.tsx',
];
