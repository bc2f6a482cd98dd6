import type { ListSort } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { endpointKey } from '../../api/endpoint-call';
import { templateEndpoints, templatesApi, type DataTemplate } from '../../api/templates';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { useViewStore } from '../../stores/view';
import { TemplateFilters } from './template-filters';
import styles from './template-list-page.module.css';
import { TemplateRow } from './template-row';
import { activeFilters, isTemplateId, listKey } from './template-view';
import { useDictionaries } from './use-dictionaries';

/** A data-template list (/d/list/:id): one screen for every template; its columns, filters and sorts are the template's. */
export function TemplateListPage() {
  const { id } = useParams();
  const language = useViewStore((state) => state.language);
  const valid = isTemplateId(id);
  // Labels come in the reader's language: another language is another description.
  const query = useQuery({
    queryKey: endpointKey(templateEndpoints.describe, { query: { id }, language }),
    queryFn: async () => dataOf(await templatesApi.describe(id!)),
    enabled: valid,
  });
  if (!valid) return <Navigate to="/404" replace />;
  return <QueryView query={query}>{(template) => <TemplateList template={template} />}</QueryView>;
}

function TemplateList({ template }: { template: DataTemplate }) {
  const { t } = usePortalTexts();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<ListSort>(template.defaultSort);
  const [choosing, setChoosing] = useState(false);
  const [openings, setOpenings] = useState(0);
  const dictionaries = useDictionaries(
    [...template.columns, ...template.filters].flatMap((item) => (item.dictionary ? [item.dictionary] : [])),
  );
  const applied = Object.keys(filters).length;
  const key = listKey(filters, sort);

  const header = (
    <header className={styles.header}>
      <h1 className={styles.name}>{template.name}</h1>
      {(template.filters.length > 0 || template.sorts.length > 0) && (
        <Button
          size="small"
          fill={applied ? 'solid' : 'outline'}
          color="primary"
          onClick={() => {
            setOpenings((count) => count + 1);
            setChoosing(true);
          }}
        >
          <FilterOutline /> {applied ? t('template.filtersApplied', { n: applied }) : t('template.filters')}
        </Button>
      )}
    </header>
  );

  return (
    <>
      <ListPage
        key={key}
        queryKey={endpointKey(templateEndpoints.rows, [template.id, key])}
        fetchPage={async (pageNo, limit) =>
          dataOf(await templatesApi.rows(template.id, { pageNo, limit, filters, sorts: [sort] }))
        }
        header={header}
        renderRows={(rows) =>
          rows.map((row, index) => (
            <TemplateRow key={index} row={row} columns={template.columns} dictionaries={dictionaries} />
          ))
        }
      />
      <TemplateFilters
        key={openings}
        template={template}
        dictionaries={dictionaries}
        visible={choosing}
        values={filters}
        sort={sort}
        onClose={() => setChoosing(false)}
        onApply={(values, chosenSort) => {
          setFilters(activeFilters(values));
          setSort(chosenSort);
          setChoosing(false);
        }}
      />
    </>
  );
}
