import { Badge, Button, Toast } from 'antd-mobile';
import { DownlandOutline, FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs, groupEndpoints } from '../../../api/affairs';
import { http } from '../../../api/http';
import { listBody } from '../../../api/list-body';
import { ListEmpty } from '../../../components/list-empty';
import { ListPage } from '../../../components/list-page';
import { SearchHeader } from '../../../components/search-header';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { formatDateTime } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { XLSX_TYPE } from '../../../lib/xlsx-type';
import { useViewStore } from '../../../stores/view';
import { localizedKey } from '../affair-queries';
import { screenPath, type AffairScreenProps } from '../affair-screen';
import { GroupHeader } from '../group-header';
import { RecordCard } from '../record-card';
import { QueryFilterSheet } from './query-filter-sheet';
import { activeFilters, NO_FILTERS, queryParameters, type QueryFilters } from './query-filters';
import styles from './staff-pages.module.css';
import { useBatches, useStaffOptions } from './use-staff-options';

/**
 * The staff query (查询): the requests of the students in the caller's charge across the group's
 * schemes, batches and years, by keyword (name or number) and filters in a sheet, paged as the
 * other lists; the same filters export to Excel from the server.
 */
export function QueryPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const options = useStaffOptions(props);
  const batches = useBatches(props);
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<QueryFilters>(NO_FILTERS);
  const [sheet, setSheet] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const parameters = queryParameters(keyword, filters);
  const count = activeFilters(filters);

  const exportRows = async () => {
    setExporting(true);
    try {
      const bytes = await affairs.exportQuery(
        props.group,
        listBody({ pageNo: 1, limit: 1, filters: parameters }),
      );
      const file = `${props.group.key}-${formatDateTime(Date.now(), 'YYYY-MM-DD')}.xlsx`;
      saveFile(bytes, file, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('affairs.query.exported', { file }) });
    } catch (error) {
      http.report(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <GroupHeader props={props} subtitle={t('affairs.query.hint')} />
      <ListPage
        queryKey={localizedKey(groupEndpoints(props.group).query, parameters, language)}
        fetchPage={(pageNo, limit) =>
          affairs.query(props.group, listBody({ pageNo, limit, filters: parameters }))
        }
        renderRows={(rows) =>
          rows.map((row) => (
            <RecordCard
              key={row.id}
              row={row}
              props={props}
              staff
              onOpen={() =>
                navigate(screenPath(props, 'detail', { module: row.module, query: { id: row.id } }))
              }
            />
          ))
        }
        emptyContent={<ListEmpty hint={t('affairs.query.empty')} />}
        header={({ total }) => (
          <SearchHeader placeholder={t('affairs.query.search')} onSearch={setKeyword}>
            <div className={styles.toolbar}>
              <span aria-live="polite">
                {total === undefined ? '' : t('affairs.query.total', { count: total })}
              </span>
              <div className={styles.toolbarButtons}>
                <Badge content={count || null}>
                  <Button
                    size="small"
                    onClick={() => {
                      setSheet((n) => n + 1);
                      setSheetOpen(true);
                    }}
                  >
                    <FilterOutline /> {t('affairs.query.filters')}
                  </Button>
                </Badge>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  loading={exporting}
                  disabled={total === 0}
                  onClick={() => void exportRows()}
                >
                  <DownlandOutline /> {t('affairs.query.export')}
                </Button>
              </div>
            </div>
          </SearchHeader>
        )}
      />
      <QueryFilterSheet
        key={sheet}
        props={props}
        options={options.data}
        batches={batches.data ?? []}
        filters={filters}
        visible={sheetOpen}
        onClose={() => setSheetOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setSheetOpen(false);
        }}
      />
    </>
  );
}
