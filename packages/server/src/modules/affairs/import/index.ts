export type { ImportColumn, ImportKind, ImportScope, ParsedRow, RowProblem, CellResult } from './kind.js';
export { academicYearCell, IMPORT_TEXTS, moneyCell, textCell } from './cells.js';
export { importRoutes } from './routes.js';
export { importsSettled } from './run.js';
export { readSheet, writeSheet } from './sheet.js';
