/**
 * Student information's labels; its own endpoints and their wire types are declared in api.ts
 * (server: modules/affairs/modules/xsxx). The change requests are the mechanism's modules
 * infoPhone, infoAddress, infoBankCard.
 */
export * from './constants.js';

export type {
  StudentInfoCard,
  StudentInfoRow,
  StudentPage,
  StudentQuery,
  StudentQueryOptions,
} from './api.js';

/** What a student changes by a request the counsellor approves. */
export const INFO_CHANGE_FIELDS = ['phone', 'address', 'bankCard'] as const;
export type InfoChangeField = (typeof INFO_CHANGE_FIELDS)[number];

/** Beside each change request: what was on record when it was submitted and what was asked for. */
export interface InfoChangeRecord {
  field: InfoChangeField;
  before: string | null;
  after: string;
  /** A bank card's bank on record when it was submitted, and the one asked for; null for the other fields. */
  beforeBank: string | null;
  afterBank: string | null;
  /** When the approval wrote it to the profile; null while waiting, or when refused. */
  appliedAt: number | null;
}
