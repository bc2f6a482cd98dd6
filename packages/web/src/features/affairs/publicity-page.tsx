import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs } from '../../api/affairs';
import { listBody } from '../../api/list-body';
import { ListPage } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { AffairRowCard } from './affair-row-card';
import { affairPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { ModuleHeader } from './module-header';

/** The module's publicity (公示): approved requests for the school to see, personal fields masked. */
export function AffairPublicityPage(screen: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const filters = { 'Q^subject^SL': search };
  const columns = screen.module.lists.publicity?.columns ?? screen.module.lists.mine;
  return (
    <>
      <ModuleHeader module={screen.module} subtitle={t('affairs.publicity.hint')} />
      <ListPage
        queryKey={['affairs', screen.module.key, 'publicity', filters]}
        fetchPage={(pageNo, limit) => affairs.publicity(screen.module, listBody({ pageNo, limit, filters }))}
        renderRows={(rows) =>
          rows.map((row) => (
            <AffairRowCard
              key={row.id}
              row={row}
              columns={columns}
              onOpen={() => navigate(affairPath(screen, 'detail', { id: row.id }))}
            />
          ))
        }
        header={
          <div className={styles.plainHeader}>
            <SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch} />
          </div>
        }
      />
    </>
  );
}
