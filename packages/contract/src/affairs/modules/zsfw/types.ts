import type { LocalizedText } from '../../../forms/types.js';

/**
 * The admissions service's labels; its endpoints and their wire types are declared in api.ts
 * (server: modules/affairs/modules/zsfw).
 */
export * from './constants.js';

export type {
  AdmissionProgram,
  AdmissionsHome,
  PublicAdmissions,
  SignUpInput,
  SignupDetail,
  SignupQuery,
  SignupReview,
  SignupRow,
} from './api.js';

/** A programme's texts per language (stored as JSON). */
export type ProgramTexts = LocalizedText;
