import { z } from 'zod';
import { ENVIRONMENTS, type Environment } from './constants.js';

/**
 * An environment of SPEC §3's catalogue that a deployment offers in "switch environment": its
 * name in the catalogue, its API base, and whether it runs in single mode. The server reads them
 * from APP_ENVIRONMENTS and serves them at GET /api/platform/v3/app/environments.
 */
export interface DeploymentEnvironment {
  name: Environment;
  /** An absolute http(s) API base ('https://test.school.edu.cn/api') or a path on this origin ('/api'). */
  value: string;
  single: boolean;
}

/**
 * An API base an app can use: an absolute http(s) address or a path on this origin (not '//host',
 * which the browser reads as another host). The server checks APP_ENVIRONMENTS with it and the app
 * checks an address the user types.
 */
export function isApiBase(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const apiBase = z
  .string()
  .min(1)
  .max(500)
  .refine(isApiBase, 'must be an http(s) address or a path starting with /');

export const deploymentEnvironmentSchema = z.object({
  name: z.enum(ENVIRONMENTS),
  value: apiBase,
  single: z.boolean().default(false),
});

/** The list, each environment at most once. */
export const deploymentEnvironmentsSchema = z
  .array(deploymentEnvironmentSchema)
  .max(ENVIRONMENTS.length)
  .refine((list) => new Set(list.map((e) => e.name)).size === list.length, 'names an environment twice');
