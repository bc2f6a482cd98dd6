import type { AssignedDuty } from '@campus/contract/api/admin/directory-rules';
import {
  directoryEndpoints,
  type ClassRow,
  type PersonRow,
} from '@campus/contract/routes/api/admin/directory';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { showToast } from '../../../components/feedback';
import { FailureBlock } from '../../../components/failure-block';
import { AdminDesk } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { listBody } from '../desk/list-body';
import { unitsOfType } from '../desk/org-tree';
import { Pager } from '../desk/pager';
import { StaffPicker } from '../desk/staff-picker';
import { useAdminTexts } from '../desk/texts';

const PAGE_SIZE = 20;
const COLUMNS = { '--columns': '1.4fr 70px 1fr 1.2fr 1.2fr 70px 90px' } as CSSProperties;

/** Saves a duty's holders, then reloads what shows them. */
function useSaveDuty() {
  const client = useQueryClient();
  const t = useAdminTexts();
  return async (orgId: string, duty: AssignedDuty, userIds: string[]) => {
    try {
      await call(directoryEndpoints.dutySave, { body: { orgId, duty, userIds } }, { loading: true });
      void showToast({ icon: 'success', content: t.saved });
      await invalidateEndpoints(client, [
        directoryEndpoints.classes,
        directoryEndpoints.duty,
        directoryEndpoints.person,
        directoryEndpoints.summary,
      ]);
      return true;
    } catch (error) {
      http.report(error);
      return false;
    }
  };
}

/**
 * Classes and counsellors (/admin/classes): each class with its grade, major, college,
 * counsellors and students; a class's counsellor assigned or changed, and, for the college
 * chosen in the filter, its student-affairs staff.
 */
export function ClassesPage() {
  return (
    <AdminDesk>
      <Classes />
    </AdminDesk>
  );
}

function Classes() {
  const t = useAdminTexts();
  const [typed, setTyped] = useState({ keyword: '', college: '', grade: '' });
  const [filter, setFilter] = useState(typed);
  const [pageNo, setPageNo] = useState(1);
  const [assigning, setAssigning] = useState<string | null>(null);
  const units = useQuery(endpointQuery(directoryEndpoints.orgTree)).data ?? [];
  const grades = [...new Set(unitsOfType(units, 'class').flatMap((c) => (c.grade ? [c.grade] : [])))].sort();
  const query = useQuery({
    ...endpointQuery(directoryEndpoints.classes, {
      body: listBody(
        { 'Q^keyword^SL': filter.keyword, 'Q^college^SL': filter.college, 'Q^grade^S': filter.grade },
        pageNo,
        PAGE_SIZE,
      ),
    }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter(typed);
    setPageNo(1);
  };
  return (
    <>
      <form className={styles.filters} onSubmit={search} role="search">
        <label className={styles.wide}>
          <span>{t.search}</span>
          <input
            type="search"
            maxLength={50}
            placeholder={`${t.class} · ${t.code}`}
            value={typed.keyword}
            onChange={(e) => setTyped({ ...typed, keyword: e.target.value })}
          />
        </label>
        <label>
          <span>{t.college}</span>
          <select value={typed.college} onChange={(e) => setTyped({ ...typed, college: e.target.value })}>
            <option value="">{t.any}</option>
            {unitsOfType(units, 'college').map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.grade}</span>
          <select value={typed.grade} onChange={(e) => setTyped({ ...typed, grade: e.target.value })}>
            <option value="">{t.any}</option>
            {grades.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.buttons}>
          <Button type="submit" color="primary" size="small">
            {t.search}
          </Button>
        </div>
      </form>
      {filter.college && <CollegeAffairs collegeId={filter.college} />}
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
              <span role="columnheader">{t.class}</span>
              <span role="columnheader">{t.grade}</span>
              <span role="columnheader">{t.major}</span>
              <span role="columnheader">{t.college}</span>
              <span role="columnheader">{t.counsellors}</span>
              <span role="columnheader">{t.students}</span>
              <span role="columnheader" />
            </div>
            {query.data.dataResult.map((c) => (
              <ClassLine
                key={c.id}
                row={c}
                assigning={assigning === c.id}
                onAssign={() => setAssigning(assigning === c.id ? null : c.id)}
                onDone={() => setAssigning(null)}
              />
            ))}
          </div>
          <Pager page={pageNo} total={query.data.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
        </>
      )}
    </>
  );
}

interface ClassLineProps {
  row: ClassRow;
  assigning: boolean;
  onAssign: () => void;
  onDone: () => void;
}

function ClassLine({ row, assigning, onAssign, onDone }: ClassLineProps) {
  const t = useAdminTexts();
  const saveDuty = useSaveDuty();
  const pick = async (person: PersonRow) => {
    if (await saveDuty(row.id, 'counsellor', [person.userId])) onDone();
  };
  return (
    <>
      <div className={styles.row} role="row" data-class={row.code}>
        <span role="cell">
          {row.name} <span className={styles.muted}>{row.code}</span>
        </span>
        <span role="cell" data-label={t.grade}>
          {row.grade ?? ''}
        </span>
        <span role="cell" data-label={t.major}>
          {row.major?.name ?? ''}
        </span>
        <span role="cell" data-label={t.college}>
          {row.college?.name ?? ''}
        </span>
        <span role="cell" data-label={t.counsellors}>
          {row.counsellors.length ? (
            row.counsellors.map((c) => c.name).join('、')
          ) : (
            <em className={styles.muted}>{t.vacant}</em>
          )}
        </span>
        <span role="cell" data-label={t.students}>
          {row.students}
        </span>
        <span role="cell">
          <Button size="mini" color="primary" fill="outline" onClick={onAssign}>
            {t.assign}
          </Button>
        </span>
      </div>
      {assigning && (
        <div className={styles.card}>
          <StaffPicker onPick={(person) => void pick(person)} />
        </div>
      )}
    </>
  );
}

/** The chosen college's student-affairs staff, changed by picking one more or removing one. */
function CollegeAffairs({ collegeId }: { collegeId: string }) {
  const t = useAdminTexts();
  const saveDuty = useSaveDuty();
  const query = useQuery(
    endpointQuery(directoryEndpoints.duty, { query: { orgId: collegeId, duty: 'student_affairs' } }),
  );
  const holders = query.data?.holders ?? [];
  const ids = holders.map((h) => h.id);
  return (
    <section className={styles.card}>
      <h2>{t.studentAffairs}</h2>
      <ul className={styles.chips}>
        {holders.length === 0 && <li className={styles.muted}>{t.vacant}</li>}
        {holders.map((h) => (
          <li key={h.id} className={styles.chip}>
            {h.name}
            <Button
              size="mini"
              fill="none"
              aria-label={`${t.revoke} ${h.name}`}
              onClick={() =>
                void saveDuty(
                  collegeId,
                  'student_affairs',
                  ids.filter((id) => id !== h.id),
                )
              }
            >
              ✕
            </Button>
          </li>
        ))}
      </ul>
      <StaffPicker
        onPick={(person) => {
          if (!ids.includes(person.userId))
            void saveDuty(collegeId, 'student_affairs', [...ids, person.userId]);
        }}
      />
    </section>
  );
}
