/** The change log (migration 0003, core/change-log): append-only, one row per staff change. */
export interface ChangeLogTable {
  id: string;
  tenantId: string;
  /** Null for a change the system made on nobody's behalf. */
  actorId: string | null;
  actorName: string;
  at: number;
  ip: string;
  client: string;
  objectKind: string;
  objectId: string;
  objectLabel: string;
  action: string;
  /** JSON object of the changed fields' values before (empty for a creation). */
  before: string;
  /** JSON object of the changed fields' values after (empty for a deletion). */
  after: string;
}

export interface ChangeLogTables {
  changeLog: ChangeLogTable;
}
