import { STUDY_STATUSES, type StudyStatus } from '@campus/contract/api/admin/directory-rules';
import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { endpointQuery } from '../../../api/http';
import { deskScreen } from '../desk/admin-desk';
import { ChoiceField, unitChoices } from '../desk/choice-field';
import { DeskTable } from '../desk/desk-table';
import styles from '../desk/desk.module.css';
import { listBody } from '../desk/list-body';
import { unitsOfType } from '../desk/org-tree';
import { Pager } from '../desk/pager';
import { noRows, QueryBlock } from '../desk/query-block';
import { useAdminTexts } from '../desk/texts';

const PAGE_SIZE = 20;
const COLUMNS = '140px 140px 90px 1fr 110px 130px';

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
export const PeoplePage = deskScreen(People);

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
        <ChoiceField
          label={t.kind}
          any={t.any}
          value={typed.kind}
          onChange={(kind) => setTyped({ ...typed, kind: kind as Typed['kind'] })}
          options={(['student', 'staff'] as const).map((k) => ({ value: k, label: t.kinds[k] }))}
        />
        <ChoiceField
          label={t.college}
          any={t.any}
          value={typed.college}
          onChange={(college) => setTyped({ ...typed, college, orgId: '' })}
          options={unitChoices(unitsOfType(units, 'college'))}
        />
        <ChoiceField
          label={t.class}
          any={t.any}
          value={typed.orgId}
          onChange={(orgId) => setTyped({ ...typed, orgId })}
          options={unitChoices(classes)}
        />
        <ChoiceField
          label={t.studyStatus}
          any={t.any}
          value={typed.studyStatus}
          onChange={(status) => setTyped({ ...typed, studyStatus: status as Typed['studyStatus'] })}
          options={STUDY_STATUSES.map((s) => ({ value: s, label: t.studyStatuses[s] }))}
        />
        <div className={styles.buttons}>
          <Button type="submit" color="primary">
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
      <QueryBlock query={query} emptyText={t.empty} isEmpty={noRows}>
        {(data) => (
          <>
            <DeskTable
              columns={COLUMNS}
              busy={query.isFetching}
              headers={[t.name, t.number, t.kind, t.unit, t.studyStatus, t.phone]}
            >
              {data.dataResult.map((p) => (
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
            </DeskTable>
            <Pager page={pageNo} total={data.pageResult.totalCount} size={PAGE_SIZE} onPage={setPageNo} />
          </>
        )}
      </QueryBlock>
    </>
  );
}
