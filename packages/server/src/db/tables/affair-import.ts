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
  createdAt: number;
  updatedAt: number;
}

export interface AffairImportTables {
  affairImport: AffairImportTable;
}
