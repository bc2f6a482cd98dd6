import { deploymentEnvironmentsSchema, type DeploymentEnvironment } from '@campus/contract';
import { environmentEndpoints } from '@campus/contract/routes/api/platform/environments';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from './core/reply-data';
import { endpointKey } from './endpoint-call';
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

/** The deployment's environments as a query, keyed by their declaration. */
export function deploymentEnvironmentsQuery() {
  return queryOptions({ queryKey: endpointKey(environmentEndpoints.list, {}), queryFn: environments.list });
}
