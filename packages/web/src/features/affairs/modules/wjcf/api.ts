import type { SanctionInput } from '@campus/contract/affairs/wjcf';
import { disciplineEndpoints as E } from '@campus/contract/routes/affairs/wjcf/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * The discipline group's own routes besides the generic module API, by their declarations
 * (contract affairs/modules/wjcf/api.ts): the screens read them with endpointQuery, and these are
 * the commands.
 */
export { disciplineEndpoints } from '@campus/contract/routes/affairs/wjcf/api';

export const discipline = {
  record: async (input: SanctionInput) => dataOf(await call(E.record, { body: input })),
  acknowledge: async (id: string) => dataOf(await call(E.acknowledge, { body: { id } })),
};

/** What a sanction's command changes: the lists, the sanction, the school's notices. */
export const SANCTION_QUERIES = [E.list, E.one, E.notices];
