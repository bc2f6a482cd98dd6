import { BUILD_VERSION } from '@campus/contract';

/** What the About page shows about this build. Missing values stay undefined, never invented. */
export interface BuildInfo {
  version: string;
  /** ISO 8601 time of the production build. */
  builtAt?: string;
  commit?: string;
}

export const buildInfo: BuildInfo = {
  version: BUILD_VERSION,
  builtAt: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : undefined,
  commit: typeof __GIT_COMMIT__ === 'string' && __GIT_COMMIT__ !== 'unknown' ? __GIT_COMMIT__ : undefined,
};
