import type { Plugin } from 'vite';

/**
 * The production build runs the app on Preact's compat layer instead of react-dom (issue 16):
 * react + react-dom + scheduler are about 62 KB gzip, preact/compat about 11 KB, which takes the
 * login route from 164.7 to 108.5 KB. The sources, the types and the unit tests stay on React's
 * API; the dev server keeps React for fast refresh. The e2e journeys run on this build.
 * docs/PERFORMANCE.md has the measurements.
 */
export function preactCompat(): Plugin {
  return {
    name: 'campus-preact-compat',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
          { find: /^react-dom$/, replacement: 'preact/compat' },
          { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
          { find: /^react$/, replacement: 'preact/compat' },
        ],
      },
    }),
  };
}
