import type { ChangeFilter, ChangeKind, ChangeRow } from '@campus/contract/routes/api/affairs/change-log';
import { CHANGE_PAGE_MAX, changeLogEndpoints } from '@campus/contract/routes/api/affairs/change-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { download, endpointQuery, http } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { saveFile } from '../../../lib/save-file';
import { viewerOf } from '../../../lib/viewer';
import { XLSX_TYPE } from '../../../lib/xlsx-type';
import { useSessionStore } from '../../../stores/session';
import { useViewStore } from '../../../stores/view';
import { fieldLines, originOf, type Reading } from './format';
import styles from './change-log-page.module.css';
import { useChangeLogTexts, type ChangeLogTexts } from './texts';
import { DeskTable } from '../desk/desk-table';
import { Pager } from '../desk/pager';
import { noRows, QueryBlock } from '../desk/query-block';
import { useDeskWidth } from '../desk/use-desk-width';

/** The kinds offered in the filter, in the order an office thinks of them. */
const KINDS: readonly ChangeKind[] = [
  'setting',
  'batch',
  'quota',
  'bill',
  'payment',
  'sanction',
  'score',
  'student',
  'staff',
  'role',
  'org',
  'dorm',
  'syncClient',
  'request',
  'process',
];
const PAGE_SIZE = Math.min(20, CHANGE_PAGE_MAX);

/** The reader of the log, as the server decides it (the screen only avoids asking in vain). */
function useMayRead(): boolean {
  const userInfo = useSessionStore((s) => s.userInfo);
  if (!userInfo) return false;
  const viewer = viewerOf(userInfo);
  return viewer.isTenantAdmin || viewer.roles.includes('office_staff');
}

/** A day typed in the filter as the moment it starts (from) or ends (to), in the reader's time. */
function dayBound(day: string, end: boolean): number | undefined {
  if (!day) return undefined;
  const start = new Date(`${day}T00:00:00`).getTime();
  if (Number.isNaN(start)) return undefined;
  return end ? start + 24 * 60 * 60 * 1000 - 1 : start;
}

interface Typed {
  kind: ChangeKind | '';
  keyword: string;
  from: string;
  to: string;
}
const NO_FILTER: Typed = { kind: '', keyword: '', from: '', to: '' };

/**
 * The change log (/admin/changes, issue 28), for the school's administrator and the office: filter
 * by kind, keyword and dates (and, from an entry, by its person or object), newest first a page at
 * a time, each entry with who, when, from where, the object and every changed field before ->
 * after; the same filter exported as a spreadsheet. Laid out for a desk, one card per entry on a
 * phone.
 */
export function ChangeLogPage() {
  useDeskWidth();
  const t = useChangeLogTexts();
  const language = useViewStore((s) => s.language);
  const mayRead = useMayRead();
  const [typed, setTyped] = useState<Typed>(NO_FILTER);
  const [filter, setFilter] = useState<ChangeFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    ...endpointQuery(changeLogEndpoints.query, { query: { ...filter, pageNo, limit: PAGE_SIZE } }),
    enabled: mayRead,
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' });

  const apply = (next: ChangeFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({
      kind: typed.kind || undefined,
      keyword: typed.keyword.trim() || undefined,
      from: dayBound(typed.from, false),
      to: dayBound(typed.to, true),
    });
  };
  const clear = () => {
    setTyped(NO_FILTER);
    apply({});
  };
  const exportRows = async () => {
    try {
      saveFile(
        await download(changeLogEndpoints.export, { query: filter }, { loading: true }),
        `${t.title}.xlsx`,
        XLSX_TYPE,
      );
      Toast.show({ icon: 'success', content: t.exported });
    } catch (error) {
      http.report(error);
    }
  };

  if (!mayRead) return <EmptyState description={t.readersOnly} />;
  const total = query.data?.pageResult.totalCount ?? 0;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t.intro}</p>
      <form className={styles.filters} onSubmit={search} role="search">
        <label>
          <span>{t.kind}</span>
          <select
            value={typed.kind}
            onChange={(e) => setTyped({ ...typed, kind: e.target.value as ChangeKind | '' })}
          >
            <option value="">{t.anyKind}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.wide}>
          <span>{t.keyword}</span>
          <input
            type="search"
            maxLength={50}
            placeholder={t.keywordHint}
            value={typed.keyword}
            onChange={(e) => setTyped({ ...typed, keyword: e.target.value })}
          />
        </label>
        <label>
          <span>{t.from}</span>
          <input
            type="date"
            value={typed.from}
            onChange={(e) => setTyped({ ...typed, from: e.target.value })}
          />
        </label>
        <label>
          <span>{t.to}</span>
          <input type="date" value={typed.to} onChange={(e) => setTyped({ ...typed, to: e.target.value })} />
        </label>
        <div className={styles.buttons}>
          <Button type="submit" color="primary">
            {t.search}
          </Button>
          <Button size="small" onClick={clear}>
            {t.clear}
          </Button>
          <Button size="small" onClick={() => void exportRows()} disabled={total === 0}>
            {t.export}
          </Button>
        </div>
      </form>
      {(filter.actorId || filter.objectId) && (
        <p className={styles.chosen}>
          {t.filteredBy}: {filter.actorId ? t.onlyActor : t.onlyObject}{' '}
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => apply({ ...filter, actorId: undefined, objectId: undefined })}
          >
            ✕
          </Button>
        </p>
      )}
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(data) => (
          <>
            <DeskTable
              columns="170px 120px 240px 1fr 200px"
              busy={query.isFetching}
              headers={[t.when, t.who, t.object, t.changes, t.where]}
            >
              {data.dataResult.map((row) => (
                <Entry
                  key={row.id}
                  row={row}
                  t={t}
                  when={when.format(row.at)}
                  reading={{ language, names: data.names, roleNames: data.roleNames, when: when.format }}
                  onFilter={(more) => apply({ ...filter, ...more })}
                />
              ))}
            </DeskTable>
            <Pager page={pageNo} total={data.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
          </>
        )}
      </QueryBlock>
    </div>
  );
}

interface EntryProps {
  row: ChangeRow;
  t: ChangeLogTexts;
  when: string;
  reading: Reading;
  onFilter: (filter: ChangeFilter) => void;
}

/** One entry: a row of the table on a desk, a card on a phone. */
function Entry({ row, t, when, reading, onFilter }: EntryProps) {
  return (
    <div className={styles.row} role="row">
      <span role="cell" className={styles.when}>
        {when}
      </span>
      <span role="cell">
        {row.actorId ? (
          <button
            type="button"
            className={styles.link}
            title={t.onlyActor}
            onClick={() => onFilter({ actorId: row.actorId ?? undefined })}
          >
            {row.actorName}
          </button>
        ) : (
          row.actorName
        )}
      </span>
      <span role="cell">
        <span className={styles.kind}>
          {t.kinds[row.kind]} · {t.actions[row.action]}
        </span>
        <button
          type="button"
          className={styles.link}
          title={t.onlyObject}
          onClick={() => onFilter({ kind: row.kind, objectId: row.objectId })}
        >
          {row.objectLabel}
        </button>
      </span>
      {/* The cell holds the list: a <ul> given the cell's role would no longer be a list. */}
      <span role="cell">
        <ul className={styles.fields}>
          {fieldLines(row, t, reading).map((line) => (
            <li key={line.key}>
              <span className={styles.field}>{line.field}</span> <del>{line.before}</del> →{' '}
              <ins>{line.after}</ins>
            </li>
          ))}
        </ul>
      </span>
      <span role="cell" className={styles.origin}>
        {originOf(row)}
      </span>
    </div>
  );
}
