import { campusEndpoints as E } from '@campus/contract/routes/affairs/jczy/api';
import type { LeavingMarkInput, RegisterInput, RollInput } from '@campus/contract/affairs/jczy';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * Campus services' own routes besides the generic module API, by their declarations (contract
 * affairs/modules/jczy/api.ts): the screens read them with endpointQuery, and these are the commands.
 */
export { campusEndpoints } from '@campus/contract/routes/affairs/jczy/api';

export const campus = {
  saveRegister: async (input: RegisterInput) => dataOf(await call(E.saveRegister, { body: input })),
  comment: async (id: string, comment: string) => dataOf(await call(E.comment, { body: { id, comment } })),
  saveRoll: async (input: RollInput) => dataOf(await call(E.saveRoll, { body: input })),
  mark: async (input: LeavingMarkInput) => dataOf(await call(E.mark, { body: input })),
};
