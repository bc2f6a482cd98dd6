import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type BetterSqlite3 from 'better-sqlite3';

// The server's own SQLite driver writes the journeys' server database, as support/sms-outbox.ts reads it.
const Database = createRequire(new URL('../../packages/server/package.json', import.meta.url))(
  'better-sqlite3',
) as typeof BetterSqlite3;

const databaseFile = fileURLToPath(
  new URL(`../.artifacts/e2e-${process.env.E2E_PORT ?? 4310}.db`, import.meta.url),
);

function withDatabase<T>(work: (db: BetterSqlite3.Database) => T): T {
  const db = new Database(databaseFile, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

export interface ImportedStudent {
  number: string;
  mobile: string;
  idNumber: string;
}

/**
 * A student as the school's import leaves them (issue 28): in a class of the demo school,
 * inactive, with no usable password, an ID number and a phone on record. Unique per call, so
 * retries and parallel journeys never meet.
 */
export function importedStudent(): ImportedStudent {
  const tail = String(randomInt(10_000_000, 99_999_999));
  const student = { number: `E${tail}`, mobile: `135${tail}`, idNumber: `1101052006${tail}` };
  withDatabase((db) => {
    const school = db.prepare("select id from tenant where code = 'jnlg'").get() as { id: string };
    const org = db
      // Not the freshman grade: the onboarding journeys count the freshmen of the demo school.
      .prepare(
        `select id from org where tenant_id = ? and type = 'class'
           and grade < (select max(grade) from org where tenant_id = ? and type = 'class')
         order by code limit 1`,
      )
      .get(school.id, school.id) as { id: string };
    const id = `e2e${tail}`;
    const now = Date.now();
    db.prepare(
      `insert into app_user (id, account, password_hash, fullname, pinyin, mobile, email, gender, photo_id,
        is_super, status, password_changed_at, password_expires_at, main_tenant_id, language, created_at, updated_at)
       values (?, ?, '!', '导入同学', 'drtx', ?, null, 'unknown', null, 'N', 'inactive', ?, null, ?, null, ?, ?)`,
    ).run(id, student.number.toLowerCase(), student.mobile, now, school.id, now, now);
    db.prepare(
      `insert into tenant_member (tenant_id, user_id, kind, number, org_id, title, is_tenant_admin, status,
        study_status, created_at) values (?, ?, 'student', ?, ?, null, 'N', 'active', 'enrolled', ?)`,
    ).run(school.id, id, student.number, org.id, now);
    db.prepare(
      'insert into student_profile (tenant_id, user_id, id_number, updated_at) values (?, ?, ?, ?)',
    ).run(school.id, id, student.idNumber, now);
  });
  return student;
}

export interface ClassMove {
  /** A generated student's account (their number) and name. */
  student: { account: string; name: string };
  /** Their class's counsellor's account, and the other class (with its counsellor) they move to. */
  fromCounsellor: string;
  toClass: string;
  toCounsellor: string;
}

/**
 * A student made for this run in a class of the demo school whose counsellor is not the named demo
 * one (so the other journeys' counsellor screens are untouched), and another such class to move
 * them to. Neither class is of the freshman grade (the onboarding journeys count the freshmen), and
 * the student is new, so no other journey's student changes class. They sign in with the demo
 * password (its hash copied from a demo student).
 */
export function classMove(): ClassMove {
  return withDatabase((db) => {
    const school = db.prepare("select id from tenant where code = 'jnlg'").get() as { id: string };
    const rows = db
      .prepare(
        `select o.id, o.name, u.account from org_duty d join org o on o.id = d.org_id join app_user u on u.id = d.user_id
         where d.tenant_id = ? and d.duty = 'counsellor' and o.type = 'class' and u.account <> 'counsellor'
           and o.grade < (select max(grade) from org where tenant_id = ? and type = 'class')
         order by o.code`,
      )
      .all(school.id, school.id) as { id: string; name: string; account: string }[];
    const from = rows[0]!;
    const to = rows.find((row) => row.account !== from.account)!;
    const demo = db
      .prepare(
        `select u.password_hash as hash from tenant_member m join app_user u on u.id = m.user_id
         where m.tenant_id = ? and m.kind = 'student' and u.status = 'actived' limit 1`,
      )
      .get(school.id) as { hash: string };
    const tail = String(randomInt(10_000_000, 99_999_999));
    const id = `e2m${tail}`;
    const number = `M${tail}`;
    const name = `调班${tail.slice(-4)}`;
    const now = Date.now();
    db.prepare(
      `insert into app_user (id, account, password_hash, fullname, pinyin, mobile, email, gender, photo_id,
        is_super, status, password_changed_at, password_expires_at, main_tenant_id, language, created_at, updated_at)
       values (?, ?, ?, ?, 'tb', ?, null, 'unknown', null, 'N', 'actived', ?, null, ?, null, ?, ?)`,
    ).run(id, number.toLowerCase(), demo.hash, name, `136${tail}`, now, school.id, now, now);
    db.prepare(
      `insert into tenant_member (tenant_id, user_id, kind, number, org_id, title, is_tenant_admin, status,
        study_status, created_at) values (?, ?, 'student', ?, ?, null, 'N', 'active', 'enrolled', ?)`,
    ).run(school.id, id, number, from.id, now);
    const studentRole = db
      .prepare("select id from role where tenant_id = ? and code = 'student'")
      .get(school.id) as { id: string } | undefined;
    if (studentRole)
      db.prepare('insert into member_role (tenant_id, user_id, role_id) values (?, ?, ?)').run(
        school.id,
        id,
        studentRole.id,
      );
    return {
      student: { account: number.toLowerCase(), name },
      fromCounsellor: from.account,
      toClass: to.name,
      toCounsellor: to.account,
    };
  });
}
