import { STUDY_STATUSES, type StudyStatus } from '@campus/contract/api/admin/directory-rules';
import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { FailureBlock } from '../../../components/failure-block';
import { AdminDesk } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { listBody } from '../desk/list-body';
import { unitsOfType } from '../desk/org-tree';
import { Pager } from '../desk/pager';
import { useAdminTexts } from '../desk/texts';

const PAGE_SIZE = 20;
const COLUMNS = { '--columns': '140px 140px 90px 1fr 110px 130px' } as CSSProperties;

interface Typed {
  keyword: string;
  kind: '' | 'student' | 'staff';
  college: string;
  orgId: string;
  studyStatus: '' | StudyStatus;
}
const NO_FILTER: Typed = { keyword: '', kind: '', college: '', orgId: '', studyStatus: '' };

/** The list's `Q^column^OP` filters from what the administrator chose. */
const filtersOf = (f: Typed) => ({
  'Q^keyword^SL': f.keyword,
  'Q^kind^S': f.kind,
  'Q^college^SL': f.college,
  'Q^orgId^S': f.orgId,
  'Q^studyStatus^S': f.studyStatus,
});

/**
 * People (/admin/people): the school's students and staff, searched by name or number and
 * filtered by kind, college, class and study status, a page at a time, phones masked.
 */
export function PeoplePage() {
  return (
    <AdminDesk>
      <People />
    </AdminDesk>
  );
}

function People() {
  const t = useAdminTexts();
  const [typed, setTyped] = useState<Typed>(NO_FILTER);
  const [filter, setFilter] = useState<Typed>(NO_FILTER);
  const [pageNo, setPageNo] = useState(1);
  const units = useQuery(endpointQuery(directoryEndpoints.orgTree)).data ?? [];
  const query = useQuery({
    ...endpointQuery(directoryEndpoints.people, { body: listBody(filtersOf(filter), pageNo, PAGE_SIZE) }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Typed) => {
    setFilter(next);
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply(typed);
  };
  const classes = unitsOfType(units, 'class', typed.college || undefined);
  return (
    <>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.wide}>
          <span>{t.search}</span>
          <input
            type="search"
            name="keyword"
            maxLength={50}
            placeholder={t.searchHint}
            value={typed.keyword}
            onChange={(e) => setTyped({ ...typed, keyword: e.target.value })}
          />
        </label>
        <label>
          <span>{t.kind}</span>
          <select
            value={typed.kind}
            onChange={(e) => setTyped({ ...typed, kind: e.target.value as Typed['kind'] })}
          >
            <option value="">{t.any}</option>
            <option value="student">{t.kinds.student}</option>
            <option value="staff">{t.kinds.staff}</option>
          </select>
        </label>
        <label>
          <span>{t.college}</span>
          <select
            value={typed.college}
            onChange={(e) => setTyped({ ...typed, college: e.target.value, orgId: '' })}
          >
            <option value="">{t.any}</option>
            {unitsOfType(units, 'college').map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.class}</span>
          <select value={typed.orgId} onChange={(e) => setTyped({ ...typed, orgId: e.target.value })}>
            <option value="">{t.any}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.studyStatus}</span>
          <select
            value={typed.studyStatus}
            onChange={(e) => setTyped({ ...typed, studyStatus: e.target.value as Typed['studyStatus'] })}
          >
            <option value="">{t.any}</option>
            {STUDY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.studyStatuses[s]}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.buttons}>
          <Button type="submit" color="primary" size="small">
            {t.search}
          </Button>
          <Button
            size="small"
            onClick={() => {
              setTyped(NO_FILTER);
              apply(NO_FILTER);
            }}
          >
            {t.clear}
          </Button>
        </div>
      </form>
      {query.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : query.isError ? (
        <FailureBlock error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.dataResult.length === 0 ? (
        <EmptyState description={t.empty} />
      ) : (
        <>
          <div className={styles.table} role="table" style={COLUMNS} aria-busy={query.isFetching}>
            <div className={styles.head} role="row">
              <span role="columnheader">{t.name}</span>
              <span role="columnheader">{t.number}</span>
              <span role="columnheader">{t.kind}</span>
              <span role="columnheader">{t.unit}</span>
              <span role="columnheader">{t.studyStatus}</span>
              <span role="columnheader">{t.phone}</span>
            </div>
            {query.data.dataResult.map((p) => (
              <div className={styles.row} role="row" key={p.userId}>
                <span role="cell">
                  <Link className={styles.link} to={`/admin/people/${p.userId}`}>
                    {p.name}
                  </Link>
                </span>
                <span role="cell">{p.number}</span>
                <span role="cell" className={styles.muted}>
                  {t.kinds[p.kind]}
                </span>
                <span role="cell">{p.orgName}</span>
                <span role="cell" className={styles.muted}>
                  {p.status === 'left' ? t.left : p.studyStatus ? t.studyStatuses[p.studyStatus] : ''}
                </span>
                <span role="cell" className={styles.muted}>
                  {p.mobile ?? ''}
                </span>
              </div>
            ))}
          </div>
          <Pager page={pageNo} total={query.data.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
        </>
      )}
    </>
  );
}
