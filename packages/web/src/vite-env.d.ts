/// <reference types="vite/client" />

/** Injected by vite.config.ts `define`; absent when the code runs outside a Vite build (unit tests). */
declare const __BUILD_TIME__: string | undefined;
declare const __GIT_COMMIT__: string | undefined;
