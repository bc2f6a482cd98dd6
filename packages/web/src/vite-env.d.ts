/// <reference types="vite/client" />

/** Injected by vite.config.ts `define`; absent when the code runs outside a Vite build (unit tests). */
declare const __BUILD_TIME__: string | undefined;
declare const __GIT_COMMIT__: string | undefined;

/** Built by build/affair-route-index.ts from the contract's group folders. */
declare module 'virtual:affair-route-index' {
  import type { AffairRouteEntry } from './lib/affair-route-entry';
  const index: readonly AffairRouteEntry[];
  export default index;
}
