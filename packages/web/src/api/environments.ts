import { deploymentEnvironmentsSchema, type DeploymentEnvironment } from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/** The environments of SPEC §3's catalogue the deployment offers (/platform/v3/app/environments). */
export function createEnvironmentsApi(client: HttpClient) {
  return {
    list: async (): Promise<DeploymentEnvironment[]> => {
      const reply = dataOf(await client.request<unknown>({ service: 'platform', url: '/app/environments' }));
      // Only what the catalogue names: a wrong entry is left out rather than offered.
      const parsed = deploymentEnvironmentsSchema.safeParse(reply);
      return parsed.success ? parsed.data : [];
    },
  };
}

export const environments = createEnvironmentsApi(http);
