import type {
  BedAssignBody,
  BedFreeBody,
  DisciplineInput,
  RoundInput,
  ScoreInput,
} from '@campus/contract/affairs/ssgl';
import { dormEndpoints as E } from '@campus/contract/routes/affairs/ssgl/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * The dormitory's own routes besides the generic module API, by their declarations (contract
 * affairs/modules/ssgl/api.ts): the screens read them with endpointQuery, and these are the commands.
 */
export { dormEndpoints } from '@campus/contract/routes/affairs/ssgl/api';

export const dorm = {
  disciplineForm: async () => dataOf(await call(E.disciplineForm)),
  assign: async (body: BedAssignBody) => dataOf(await call(E.assign, { body })),
  free: async (body: BedFreeBody) => dataOf(await call(E.free, { body })),
  saveDiscipline: async (input: DisciplineInput) => dataOf(await call(E.saveDiscipline, { body: input })),
  saveRound: async (input: RoundInput) => dataOf(await call(E.saveRound, { body: input })),
  publishRound: async (id: string) => dataOf(await call(E.publishRound, { body: { id } })),
  saveScore: async (input: ScoreInput) => dataOf(await call(E.saveScore, { body: input })),
};

/** What a bed's move changes: who sleeps where, the figures, the free beds. */
export const BED_QUERIES = [E.occupancy, E.building, E.search, E.mine, E.freeBeds, E.record];
/** What an inspection command changes: the rounds, their sheets, the students' records. */
export const INSPECTION_QUERIES = [E.rounds, E.sheet, E.record];
