import type { DESTINATION_TYPES, DestinationCheckRow, ReturnCheckRow } from './api.js';

export type DestinationType = (typeof DESTINATION_TYPES)[number];
/** A student in a batch's check list, with their registration of the batch's kind. */
export type RegistrationCheckRow = DestinationCheckRow | ReturnCheckRow;

/** Leave's own wire types: those of its declarations (each beside its schema in api.ts). */
export type {
  DestinationCheckRow,
  DestinationInput,
  DestinationRegistration,
  LeaveRecord,
  LeaveToday,
  RegistrationBatch,
  ReturnCheckRow,
  ReturnInput,
  ReturnRegistration,
} from './api.js';
