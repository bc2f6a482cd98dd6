import type { z } from 'zod';
import type { INSURANCE_STATES, insuranceRates, myInsurance, rateRow } from './api.js';

/** The insurance group's own wire types: those of its declarations (api.ts). */
export type RateRow = z.infer<typeof rateRow>;
export type InsuranceRates = z.infer<typeof insuranceRates>;
export type InsuranceState = (typeof INSURANCE_STATES)[number];
export type MyInsurance = z.infer<typeof myInsurance>;
