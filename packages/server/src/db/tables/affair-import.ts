import type { Generated } from 'kysely';

/** The mechanism's spreadsheet imports (migration 0083, modules/affairs/import). */
export interface AffairImportTable {
  id: string;
  tenantId: string;
  kind: string;
  userId: string;
  fileName: string;
  state: string;
  total: number;
  errorCount: number;
  done: number;
  rows: string;
  message: string | null;
  /** Rows added, updated and left as they were (migration 0005; 0 before it). */
  added: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface AffairImportTables {
  affairImport: AffairImportTable;
}
