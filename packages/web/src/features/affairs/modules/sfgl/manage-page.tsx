import { BILL_STATES, type BillState, type CollectionOverview } from '@campus/contract/affairs/sfgl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, ProgressBar, Selector, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { endpointQuery, http } from '../../../../api/http';
import { ListEmpty } from '../../../../components/list-empty';
import { QueryView } from '../../../../components/query-view';
import { SearchHeader } from '../../../../components/search-header';
import { SectionCard } from '../../../../components/section-card';
import { saveFile } from '../../../../lib/save-file';
import { XLSX_TYPE } from '../../../../lib/xlsx-type';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { feeEndpoints, fees } from './api';
import { BillCard, useMoney } from './bill-parts';
import cards from '../../card-list.module.css';
import styles from './fees.module.css';
import { useFeeTexts } from './texts';

const PAGE = 20;
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

function Colleges({ overview }: { overview: CollectionOverview }) {
  const t = useFeeTexts();
  const money = useMoney();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SectionCard title={t('manage.colleges')}>
      {overview.colleges.map((college) => (
        <div key={college.id} className={styles.college}>
          <button
            type="button"
            className={styles.collegeHead}
            aria-expanded={open === college.id}
            onClick={() => setOpen(open === college.id ? null : college.id)}
          >
            <strong>{college.name}</strong>
            <span>{percent(college.rate)}</span>
          </button>
          <ProgressBar percent={college.rate * 100} />
          <p className={styles.line}>
            {t('manage.students', { n: college.students })} · {t('manage.unpaidCount', { n: college.unpaid })}{' '}
            · {t('manage.deferredCount', { n: college.deferred })} · {t('paid')} {money(college.paid)}
          </p>
          {open === college.id && (
            <ul className={styles.classes}>
              {college.classes.map((c) => (
                <li key={c.id}>
                  {c.name} · {percent(c.rate)} · {t('manage.unpaidCount', { n: c.unpaid })}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </SectionCard>
  );
}

/**
 * chargeManage: collection for an academic year by college (and class), then the bills of the
 * students in the caller's charge with a state filter and a search, exported to Excel; the
 * finance office also imports bills from here.
 */
export function ChargeManagePage(props: AffairScreenProps) {
  const t = useFeeTexts();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ?? undefined;
  const [states, setStates] = useState<BillState[]>(['unpaid', 'partial']);
  const [keyword, setKeyword] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const search = useCallback((text: string) => {
    setKeyword(text.trim());
    setLimit(PAGE);
  }, []);
  const overview = useQuery(endpointQuery(feeEndpoints.overview, { query: { year } }));
  const academicYear = overview.data?.academicYear ?? '';
  const query = { academicYear, states, keyword: keyword || undefined, limit };
  const bills = useQuery({
    ...endpointQuery(feeEndpoints.list, { body: query }),
    enabled: academicYear !== '',
    placeholderData: keepPreviousData,
  });
  const exportRows = async () => {
    try {
      const bytes = await fees.exportList({ ...query, limit: undefined });
      saveFile(bytes, `fees-${academicYear}.xlsx`, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('manage.export') });
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <>
      <GroupHeader props={props} subtitle={t('manage.hint')} />
      <QueryView query={overview}>
        {(loaded) => (
          <>
            {loaded.years.length > 1 && (
              <div className={styles.toolbar}>
                <Selector
                  value={[loaded.academicYear]}
                  options={loaded.years.map((y) => ({ value: y, label: y }))}
                  onChange={(v) => v[0] && setParams({ year: v[0] }, { replace: true })}
                />
              </div>
            )}
            <div className={styles.figures}>
              <div>
                <strong>{percent(loaded.totals.rate)}</strong>
                <span>{t('manage.rate')}</span>
              </div>
              <div>
                <strong className={styles.owed}>{loaded.totals.unpaid}</strong>
                <span>{t('state.unpaid')}</span>
              </div>
              <div>
                <strong>{loaded.totals.deferred}</strong>
                <span>{t('deferred')}</span>
              </div>
            </div>
            <Colleges overview={loaded} />
            <SectionCard
              title={t('manage.list')}
              extra={<span className={styles.line}>{t('manage.total', { n: bills.data?.total ?? 0 })}</span>}
            >
              <Selector
                multiple
                value={states}
                options={BILL_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
                onChange={(v) => {
                  setStates(v);
                  setLimit(PAGE);
                }}
              />
            </SectionCard>
            <SearchHeader placeholder={t('manage.search')} onSearch={search} />
            <div className={styles.toolbar}>
              <Button size="small" onClick={exportRows}>
                {t('manage.export')}
              </Button>
            </div>
            {bills.data && bills.data.rows.length === 0 ? (
              <ListEmpty hint={t('manage.noBills')} />
            ) : (
              <ul className={cards.list} aria-label={t('manage.list')}>
                {bills.data?.rows.map((bill) => (
                  <li key={bill.id}>
                    <BillCard
                      bill={bill}
                      title={`${bill.student.name} · ${bill.student.number}`}
                      onOpen={() =>
                        navigate(screenPath(props, 'chargeManageDetails', { query: { id: bill.id } }))
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {bills.data && bills.data.total > bills.data.rows.length && (
              <div className={styles.toolbar}>
                <Button block onClick={() => setLimit(limit + PAGE)}>
                  {t('manage.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
