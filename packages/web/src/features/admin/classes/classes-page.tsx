import type { AssignedDuty } from '@campus/contract/api/admin/directory-rules';
import {
  directoryEndpoints,
  type ClassRow,
  type PersonRow,
} from '@campus/contract/routes/api/admin/directory';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import { deskScreen } from '../desk/admin-desk';
import { ChoiceField, unitChoices } from '../desk/choice-field';
import { DeskTable } from '../desk/desk-table';
import styles from '../desk/desk.module.css';
import { listBody } from '../desk/list-body';
import { unitsOfType } from '../desk/org-tree';
import { Pager } from '../desk/pager';
import { noRows, QueryBlock } from '../desk/query-block';
import { StaffPicker } from '../desk/staff-picker';
import { useAdminTexts } from '../desk/texts';

const PAGE_SIZE = 20;

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
export const ClassesPage = deskScreen(Classes);

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
        <ChoiceField
          label={t.college}
          any={t.any}
          value={typed.college}
          onChange={(college) => setTyped({ ...typed, college })}
          options={unitChoices(unitsOfType(units, 'college'))}
        />
        <ChoiceField
          label={t.grade}
          any={t.any}
          value={typed.grade}
          onChange={(grade) => setTyped({ ...typed, grade })}
          options={grades.map((g) => ({ value: g, label: g }))}
        />
        <div className={styles.buttons}>
          <Button type="submit" color="primary">
            {t.search}
          </Button>
        </div>
      </form>
      {filter.college && <CollegeAffairs collegeId={filter.college} />}
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(data) => (
          <>
            <DeskTable
              columns="1.4fr 70px 1fr 1.2fr 1.2fr 70px 90px"
              busy={query.isFetching}
              headers={[t.class, t.grade, t.major, t.college, t.counsellors, t.students, '']}
            >
              {data.dataResult.map((c) => (
                <ClassLine
                  key={c.id}
                  row={c}
                  assigning={assigning === c.id}
                  onAssign={() => setAssigning(assigning === c.id ? null : c.id)}
                  onDone={() => setAssigning(null)}
                />
              ))}
            </DeskTable>
            <Pager page={pageNo} total={data.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
          </>
        )}
      </QueryBlock>
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
