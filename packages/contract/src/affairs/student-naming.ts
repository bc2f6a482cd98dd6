import { z } from 'zod';

/**
 * A student as the groups' staff lists and rosters name one beside their id: name, student number
 * and class. Spread into a row's schema (`{ studentId: z.string(), ...studentNaming, ... }`) so the
 * rows of every group describe a student alike.
 */
export const studentNaming = {
  name: z.string(),
  number: z.string(),
  className: z.string(),
};
