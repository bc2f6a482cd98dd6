import { z } from 'zod';
import { ENVIRONMENTS } from '../../constants.js';
import { endpointsOf } from '../endpoints-of.js';

/**
 * The environments of SPEC §3's catalogue this deployment offers in "switch environment"
 * (APP_ENVIRONMENTS; environments.ts checks them as configuration).
 */
const deploymentEnvironment = z.object({
  name: z.enum(ENVIRONMENTS),
  value: z.string(),
  single: z.boolean(),
});

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const environmentEndpoints = {
  list: platform.get('/app/environments', { reply: z.array(deploymentEnvironment) }),
};
