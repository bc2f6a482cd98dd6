import type { definitionEndpoints } from '@campus/contract/api/bpm/definition';
import type { EndpointArgs } from '@campus/contract';
import { deployProcess } from '../../../engine/deploy.js';
import type { AuthContext } from '../../../http/auth.js';
import type { Db } from '../shared/repo.js';

/** A deploy as its declaration reads it (contract api/bpm/definition.ts); the engine checks the form in full. */
export type DeployRequest = EndpointArgs<typeof definitionEndpoints.deploy>['body'];

/** Deploying process versions: the tenant's administrators only (checked by the route's declaration). */
export function createDefinitionService(db: Db) {
  return {
    async deploy(auth: AuthContext, input: DeployRequest) {
      const definition = await db.transaction().execute((trx) =>
        deployProcess(trx, {
          tenantId: auth.tenantId,
          xml: input.xml,
          typeId: input.typeId ?? null,
          description: input.description ?? null,
          form: input.form ?? null,
          createdBy: auth.userId,
        }),
      );
      return { id: definition.id, key: definition.key, name: definition.name, version: definition.version };
    },
  };
}

export type DefinitionService = ReturnType<typeof createDefinitionService>;
