import { SecurityState } from '@campus/contract';
import { deployProcess } from '../../../engine/deploy.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import type { Db } from '../shared/repo.js';

export interface DeployRequest {
  xml: string;
  typeId?: string;
  description?: string;
  /** The form in the contract's format; the engine checks it in full. */
  form?: unknown;
}

/** Deploying process versions: the tenant's administrators only. */
export function createDefinitionService(db: Db) {
  return {
    async deploy(auth: AuthContext, input: DeployRequest) {
      if (!auth.isTenantAdmin) throw new AppError(SecurityState.UNAUTHORIZED, { key: 'bpm.adminOnly' });
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
