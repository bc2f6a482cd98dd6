import type { z } from 'zod';
import type {
  DESTINATION_TYPES,
  destinationCheckRow,
  destinationInput,
  destinationRegistration,
  leaveRecord,
  leaveToday,
  registrationBatch,
  returnCheckRow,
  returnInput,
  returnRegistration,
} from './api.js';

/** Leave's own wire types: those of its declarations (api.ts). */
export type LeaveRecord = z.infer<typeof leaveRecord>;
export type LeaveToday = z.infer<typeof leaveToday>;
export type RegistrationBatch = z.infer<typeof registrationBatch>;
export type DestinationType = (typeof DESTINATION_TYPES)[number];
export type DestinationRegistration = z.infer<typeof destinationRegistration>;
export type ReturnRegistration = z.infer<typeof returnRegistration>;
export type DestinationCheckRow = z.infer<typeof destinationCheckRow>;
export type ReturnCheckRow = z.infer<typeof returnCheckRow>;
/** A student in a batch's check list, with their registration of the batch's kind. */
export type RegistrationCheckRow = DestinationCheckRow | ReturnCheckRow;
/** What a student sends to register where they go (server: as it arrives, trimmed). */
export type DestinationInput = z.output<typeof destinationInput>;
export type ReturnInput = z.output<typeof returnInput>;
