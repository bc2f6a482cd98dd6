import type { EDUCATIONS, EMPLOYER_NATURES } from './categories.js';

/** The employment centre's role: it publishes job postings. */
export const EMPLOYMENT_STAFF = 'employment_staff';

export type EmployerNature = (typeof EMPLOYER_NATURES)[number];
export type Education = (typeof EDUCATIONS)[number];

/** The employment group's own wire types: those of its declarations (each beside its schema in api.ts). */
export type { EmploymentRates, MyDestination, PostingInput, PostingView, RateLine } from './api.js';
