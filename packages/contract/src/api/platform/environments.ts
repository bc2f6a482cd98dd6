import { z } from 'zod';
import { ENVIRONMENTS } from '../../constants.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * The environments of SPEC §3's catalogue this deployment offers in "switch environment"
 * (APP_ENVIRONMENTS; environments.ts checks them as configuration).
 */
const deploymentEnvironment = z.object({
  name: z.enum(ENVIRONMENTS),
  value: z.string(),
  single: z.boolean(),
});

export const environmentEndpoints = {
  list: defineEndpoint({
    service: 'platform',
    method: 'GET',
    path: '/app/environments',
    reply: z.array(deploymentEnvironment),
    access: 'signedIn',
  }),
};
