/**
 * Spreadsheet imports of the student-affairs mechanism (bills from the finance office, beds,
 * insurance lists...): upload -> preview -> confirm. The server keeps the staged rows; nothing is
 * written unless every row is accepted, and then all in one transaction. Each group mounts an
 * import kind under its own prefix: POST <base>/import (multipart `file`), POST
 * <base>/import/confirm {id}, GET <base>/import/status?id=.
 */

/** One refusal of one cell (or of a whole row when column is null), in the caller's language. */
export interface ImportRowError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  /** The column's header as the template names it, or null for the whole row. */
  column: string | null;
  message: string;
}

export type ImportState = 'staged' | 'running' | 'done' | 'failed';

export interface ImportPreview {
  id: string;
  kind: string;
  fileName: string;
  /** Data rows in the file. */
  total: number;
  /** Rows without an error. */
  valid: number;
  /** The first errors (at most 200), in row order; errorCount counts them all. */
  errors: ImportRowError[];
  errorCount: number;
  /** The template's columns, in order, and the first rows as read (cells as text). */
  columns: string[];
  sample: string[][];
  /** Whether confirm will write it (no errors, at least one row). */
  acceptable: boolean;
}

export interface ImportStatus {
  id: string;
  state: ImportState;
  total: number;
  /** Rows written so far (all of them are committed together at the end). */
  done: number;
  /** Why a running import failed (nothing was written). */
  message: string | null;
}
