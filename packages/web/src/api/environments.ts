import { deploymentEnvironmentsSchema, type DeploymentEnvironment } from '@campus/contract';
import { environmentEndpoints } from '@campus/contract/api/platform/environments';
import { dataOf } from './core/reply-data';
import { call } from './http';

/** The environments of SPEC §3's catalogue the deployment offers, by their declaration (contract api/platform/environments.ts). */
export { environmentEndpoints };

export const environments = {
  list: async (): Promise<DeploymentEnvironment[]> => {
    const reply = dataOf(await call(environmentEndpoints.list));
    // Only what the catalogue names: a wrong entry is left out rather than offered.
    const parsed = deploymentEnvironmentsSchema.safeParse(reply);
    return parsed.success ? parsed.data : [];
  },
};
