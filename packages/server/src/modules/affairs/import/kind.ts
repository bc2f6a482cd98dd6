import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import type { AuthContext } from '../../../http/auth.js';
import type { Texts } from '../group-refusal.js';

/**
 * A kind of spreadsheet import (bills from the finance office; beds, insurance lists...): the
 * template's columns, the checks that need the database, and the write. The mechanism
 * (stage.ts, run.ts, routes.ts) reads the file, matches the headers in any of the four
 * languages, parses every cell, reports each problem by row and column in the reader's language,
 * keeps the accepted rows until they are confirmed, and then writes them all in one transaction.
 */

/** A cell's value, or why it is refused. */
export type CellResult = { value: unknown } | { error: Texts };

export interface ImportColumn {
  key: string;
  /** The header as the template writes it, in every language (any of them is recognised). */
  header: Texts;
  /** Other headers the finance systems use for it (学号 / 学生学号). */
  aliases?: readonly string[];
  required?: boolean;
  /** What the template's second sheet says of the column: its format, in every language. */
  format?: Texts;
  /** The template's example row's cell. */
  example?: string;
  /** The value of a non-empty cell; empty cells of optional columns are null, of required ones refused. */
  parse(cell: string): CellResult;
}

/** One refusal found by the kind's own checks: column null for the row as a whole. */
export interface RowProblem {
  row: number;
  column: string | null;
  error: Texts;
}

/** What an import did to the rows it wrote, for its history. */
export interface ImportCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** A row whose every cell parsed: its spreadsheet row number and values by column key. */
export interface ParsedRow {
  row: number;
  values: Record<string, unknown>;
}

export interface ImportScope {
  db: Kysely<DB>;
  tenantId: string;
  caller: AuthContext;
  now: number;
  /** Who writes and from where, for the change log (the uploader's request, kept for the write). */
  change: ChangeContext;
}

export interface ImportKind<R = unknown> {
  /** Unique across groups ('sfglBills'). */
  key: string;
  columns: readonly ImportColumn[];
  /** The most data rows a file may hold. */
  maxRows: number;
  /** Who may import (throw an AppError to refuse). */
  authorize(caller: AuthContext): void;
  /** Checks the parsed rows together (the students exist, no row twice); returns what to keep. */
  check(scope: ImportScope, rows: readonly ParsedRow[]): Promise<{ accepted: R[]; problems: RowProblem[] }>;
  /**
   * Writes every accepted row in the transaction it is given; reports rows written as it goes and,
   * where it can tell, what it did to them (the history shows it).
   */
  write(
    trx: Kysely<DB>,
    scope: ImportScope,
    rows: readonly R[],
    progress: (done: number) => void,
  ): Promise<ImportCounts | void>;
}
