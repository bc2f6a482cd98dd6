import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * `engine_expect_rows(changed, expected, part)` (issue 33, PostgreSQL only): a command whose writes
 * go out as one statement with neither BEGIN nor COMMIT (engine/runtime/deferred.ts) cannot roll
 * anything back after the statement, so its checks (the version bump changed the instance's row,
 * the task close changed the task's) are made inside it: the statement's final SELECT calls this
 * with each checked part's count, and a count that is not the expected one raises, which aborts the
 * whole statement (nothing of it is written). The message names the part
 * (`engine_expect_rows part <i> ...`), which the engine maps back to that write's refusal.
 *
 * SQLite sends a command's writes one by one inside its transaction and checks the counts there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create or replace function engine_expect_rows(changed bigint, expected bigint, part integer)
    returns bigint language plpgsql volatile as $$
    begin
      if changed is distinct from expected then
        raise exception 'engine_expect_rows part % changed % rows, expected %', part, changed, expected
          using errcode = 'P0001';
      end if;
      return changed;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop function if exists engine_expect_rows(bigint, bigint, integer)`.execute(db);
}
