import type { Kysely } from 'kysely';

/**
 * Disciplinary records (issue 14, wjcf): the mechanism's student_sanction (0040, which eligibility
 * reads) gets what the discipline group records: the decision (number, date, cause, facts, basis,
 * period), who recorded it, when the student signed for it, the appeal and the lifting requests
 * with the appeal committee's status, and the lifting date. A version guards concurrent changes.
 * Every column is nullable or has a default, so rows written before (tests, other groups) stay valid.
 */
const COLUMNS: [string, string, string | number | null][] = [
  ['cause', 'varchar(32)', null],
  ['facts', 'varchar(4000)', null],
  ['basis', 'varchar(1000)', null],
  ['decision_no', 'varchar(100)', null],
  ['decision_date', 'varchar(10)', null],
  ['period_months', 'integer', null],
  ['received_date', 'varchar(10)', null],
  ['recorder_id', 'varchar(32)', null],
  ['recorder_name', 'varchar(100)', null],
  ['appeal_status', 'varchar(16)', null],
  ['appeal_id', 'varchar(32)', null],
  ['appeal_accepted_date', 'varchar(10)', null],
  ['lift_id', 'varchar(32)', null],
  ['lifted_date', 'varchar(10)', null],
  ['version', 'integer', 1],
  ['updated_at', 'bigint', null],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type, fallback] of COLUMNS)
    await db.schema
      .alterTable('student_sanction')
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .addColumn(name, type as any, (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute();
  await db.schema
    .createIndex('student_sanction_decision_ix')
    .on('student_sanction')
    .columns(['tenant_id', 'decision_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('student_sanction_decision_ix').execute();
  for (const [name] of [...COLUMNS].reverse())
    await db.schema.alterTable('student_sanction').dropColumn(name).execute();
}
