import { z } from 'zod';

/**
 * Spreadsheet imports of the student-affairs mechanism (bills from the finance office, beds,
 * insurance lists...): upload -> preview -> confirm. The server keeps the staged rows; nothing is
 * written unless every row is accepted, and then all in one transaction. Each group mounts an
 * import kind under its own prefix: POST <base>/import (multipart `file`), POST
 * <base>/import/confirm {id}, GET <base>/import/status?id=.
 */

/** One refusal of one cell (or of a whole row when column is null), in the caller's language. */
export const importRowErrorSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number(),
  /** The column's header as the template names it, or null for the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const IMPORT_STATES = ['staged', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const importPreviewSchema = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  /** Data rows in the file. */
  total: z.number(),
  /** Rows without an error. */
  valid: z.number(),
  /** The first errors (at most 200), in row order; errorCount counts them all. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number(),
  /** The template's columns, in order, and the first rows as read (cells as text). */
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  /** Whether confirm will write it (no errors, at least one row). */
  acceptable: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importStatusSchema = z.object({
  id: z.string(),
  state: z.enum(IMPORT_STATES),
  total: z.number(),
  /** Rows written so far (all of them are committed together at the end). */
  done: z.number(),
  /** Why a running import failed (nothing was written). */
  message: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatusSchema>;
