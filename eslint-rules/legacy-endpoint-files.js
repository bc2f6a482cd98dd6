/**
 * Web feature files that still write a query key or a URL by hand (issue 27): each leaves this list
 * when it calls through the contract declarations. The list only shrinks.
 */
export const LEGACY_ENDPOINT_FILES = [
  'packages/web/src/features/affairs/apply-page.tsx',
  'packages/web/src/features/affairs/detail-page.tsx',
  'packages/web/src/features/my/environment-popup.tsx',
  'packages/web/src/features/my/help/help-page.tsx',
  'packages/web/src/features/my/user-info-page.tsx',
];
