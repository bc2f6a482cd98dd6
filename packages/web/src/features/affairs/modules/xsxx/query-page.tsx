import { POLITICAL_STATUSES, type StudentQuery } from '@campus/contract/affairs/xsxx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Selector, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointQuery, http } from '../../../../api/http';
import { ListEmpty } from '../../../../components/list-empty';
import { SearchHeader } from '../../../../components/search-header';
import { SectionCard } from '../../../../components/section-card';
import { saveFile } from '../../../../lib/save-file';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { studentInfo, xsxxEndpoints } from './api';
import { useInfoTexts, type InfoTextKey } from './texts';
import { CardButtonList } from '../../card-list';
import styles from './xsxx.module.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PAGE = 20;

type Filters = Omit<StudentQuery, 'keyword' | 'pageNo' | 'limit'>;

function FilterSheet({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  const t = useInfoTexts();
  const options = useQuery(endpointQuery(xsxxEndpoints.options));
  const [income, setIncome] = useState(filters.incomeMax ? String(filters.incomeMax) : '');
  const one = <K extends keyof Filters>(key: K, values: string[]) =>
    onChange({ ...filters, [key]: (values[0] || undefined) as Filters[K] });
  const o = options.data;
  return (
    <SectionCard
      title={t('filter.title')}
      extra={
        <Button
          size="mini"
          fill="none"
          onClick={() => {
            setIncome('');
            onChange({});
          }}
        >
          {t('filter.reset')}
        </Button>
      }
    >
      <div className={styles.filters}>
        {o && o.colleges.length > 1 && (
          <>
            <label>{t('college')}</label>
            <Selector
              value={filters.collegeId ? [filters.collegeId] : []}
              options={o.colleges.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(v) => onChange({ ...filters, collegeId: v[0], classId: undefined })}
            />
          </>
        )}
        <label>{t('grade')}</label>
        <Selector
          value={filters.grade ? [filters.grade] : []}
          options={(o?.grades ?? []).map((g) => ({ value: g, label: g }))}
          onChange={(v) => one('grade', v)}
        />
        <label>{t('gender')}</label>
        <Selector
          value={filters.gender ? [filters.gender] : []}
          options={(['male', 'female'] as const).map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          onChange={(v) => one('gender', v)}
        />
        <label>{t('politicalStatus')}</label>
        <Selector
          value={filters.politicalStatus ? [filters.politicalStatus] : []}
          options={POLITICAL_STATUSES.map((p) => ({ value: p, label: t(`political.${p}` as InfoTextKey) }))}
          onChange={(v) => one('politicalStatus', v)}
        />
        <label>{t('province')}</label>
        <Selector
          value={filters.province ? [filters.province] : []}
          options={(o?.provinces ?? []).map((p) => ({ value: p, label: p }))}
          onChange={(v) => one('province', v)}
        />
        <label htmlFor="xsxx-income">{t('filter.income')}</label>
        <Input
          id="xsxx-income"
          type="number"
          inputMode="numeric"
          value={income}
          onChange={setIncome}
          onBlur={() =>
            onChange({ ...filters, incomeMax: income ? Math.max(0, Math.round(Number(income))) : undefined })
          }
          placeholder="30000"
          clearable
        />
      </div>
    </SectionCard>
  );
}

function QueryPage({ props, comprehensive }: { props: AffairScreenProps; comprehensive: boolean }) {
  const t = useInfoTexts();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [limit, setLimit] = useState(PAGE);
  const search = useCallback((text: string) => {
    setKeyword(text.trim());
    setLimit(PAGE);
  }, []);
  const query: StudentQuery = { ...filters, keyword: keyword || undefined, limit };
  const page = useQuery({
    ...endpointQuery(xsxxEndpoints.students, { body: query }),
    placeholderData: keepPreviousData,
  });
  const exportRows = async () => {
    try {
      const bytes = await studentInfo.exportRows({ ...query, limit: undefined });
      saveFile(bytes, `students-${new Date().toISOString().slice(0, 10)}.xlsx`, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('query.exported') });
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('query.hint')} />
      {comprehensive && (
        <FilterSheet
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setLimit(PAGE);
          }}
        />
      )}
      <SearchHeader placeholder={t('query.search')} onSearch={search} />
      <div className={styles.toolbar}>
        <span className={styles.line}>{t('query.total', { n: page.data?.total ?? 0 })}</span>
        {comprehensive && (
          <Button size="small" onClick={() => void exportRows()}>
            {t('query.export')}
          </Button>
        )}
      </div>
      {page.data && page.data.rows.length === 0 ? (
        <ListEmpty hint={t('query.none')} />
      ) : (
        <CardButtonList
          rows={page.data?.rows ?? []}
          label={t('query.total', { n: page.data?.total ?? 0 })}
          cardClassName={styles.row}
          open={(row) => navigate(screenPath(props, 'studentCard', { query: { id: row.id } }))}
        >
          {(row) => (
            <>
              <strong>
                {row.name} · {row.number}
              </strong>
              <p className={styles.line}>
                {row.collegeName} · {row.className}
              </p>
              <p className={styles.line}>
                {t('mobile')} {row.mobile ?? '—'} · {t('idNumber')} {row.idNumber ?? '—'}
              </p>
              {comprehensive && (
                <p className={styles.line}>
                  {t('bankCard')} {row.bankCard ?? '—'} · {t('familyIncome')} {row.familyIncome ?? '—'}
                </p>
              )}
            </>
          )}
        </CardButtonList>
      )}
      {page.data && page.data.total > page.data.rows.length && (
        <div className={styles.toolbar}>
          <Button block onClick={() => setLimit(limit + PAGE)}>
            {t('query.more')}
          </Button>
        </div>
      )}
    </>
  );
}

/** studentQuery: the students in the caller's charge, searched by name, number or class; masked. */
export function StudentQueryPage(props: AffairScreenProps) {
  return <QueryPage props={props} comprehensive={false} />;
}

/** comprehensiveQuery: the same list filtered over many fields, exported to Excel (masked). */
export function ComprehensiveQueryPage(props: AffairScreenProps) {
  return <QueryPage props={props} comprehensive />;
}
