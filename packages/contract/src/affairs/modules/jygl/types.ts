import type { z } from 'zod';
import type { employmentRates, myDestination, postingInput, postingView, rateLine } from './api.js';
import type { EDUCATIONS, EMPLOYER_NATURES } from './categories.js';

/** The employment centre's role: it publishes job postings. */
export const EMPLOYMENT_STAFF = 'employment_staff';

export type EmployerNature = (typeof EMPLOYER_NATURES)[number];
export type Education = (typeof EDUCATIONS)[number];

/** The employment group's own wire types: those of its declarations (api.ts). */
export type PostingInput = z.output<typeof postingInput>;
export type PostingView = z.infer<typeof postingView>;
export type RateLine = z.infer<typeof rateLine>;
export type EmploymentRates = z.infer<typeof employmentRates>;
export type MyDestination = z.infer<typeof myDestination>;
