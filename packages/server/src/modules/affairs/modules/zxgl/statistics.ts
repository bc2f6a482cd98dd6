import type { CounsellingStats, StatDimension, StatRow } from '@campus/contract/affairs/zxgl';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireGroupReviewer } from '../../audience.js';
import { statisticsCollege } from './disclosure.js';
import { ZXGL } from './group.js';

/**
 * Counselling statistics by counsellor, topic or the student's college: counts of bookings by
 * status, never a student's name nor any content (the centre's and the office's staff read them).
 * By college, anonymous bookings not revealed count apart (disclosure.ts, ANONYMOUS_KEY).
 */
type Db = Kysely<DB>;
type Counts = Omit<StatRow, 'key' | 'label'>;

const empty = (): Counts => ({ bookings: 0, done: 0, cancelled: 0, noShow: 0, upcoming: 0 });

function add(counts: Counts, status: string, n: number): void {
  counts.bookings += n;
  if (status === 'done') counts.done += n;
  else if (status === 'cancelled') counts.cancelled += n;
  else if (status === 'noShow') counts.noShow += n;
  else counts.upcoming += n;
}

export async function counsellingStats(
  db: Db,
  caller: AuthContext,
  by: StatDimension,
): Promise<CounsellingStats> {
  requireGroupReviewer(ZXGL, caller);
  const column =
    by === 'counsellor'
      ? sql.ref<string>('s.counsellorId')
      : by === 'type'
        ? sql.ref<string>('b.topic')
        : statisticsCollege;
  const rows = await db
    .selectFrom('counsellingBooking as b')
    .innerJoin('counsellingSlot as s', 's.id', 'b.slotId')
    .select([column.as('key'), 'b.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('b.tenantId', '=', caller.tenantId)
    .groupBy([column, 'b.status'])
    .execute();
  const keys = [...new Set(rows.map((r) => r.key ?? ''))];
  const ids = keys.length ? keys : [''];
  const named =
    by === 'counsellor'
      ? await db.selectFrom('appUser').select(['id', 'fullname as name']).where('id', 'in', ids).execute()
      : by === 'college'
        ? await db.selectFrom('org').select(['id', 'name']).where('id', 'in', ids).execute()
        : [];
  const names = new Map(named.map((n) => [n.id, n.name]));
  const byKey = new Map<string, StatRow>();
  const totals = empty();
  for (const r of rows) {
    const key = r.key ?? '';
    const row = byKey.get(key) ?? { key, label: names.get(key) ?? key, ...empty() };
    add(row, r.status, Number(r.n));
    add(totals, r.status, Number(r.n));
    byKey.set(key, row);
  }
  return { by, rows: [...byKey.values()].sort((a, b) => b.bookings - a.bookings), totals };
}
