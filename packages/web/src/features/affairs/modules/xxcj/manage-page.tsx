import { useQuery } from '@tanstack/react-query';
import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ListEmpty } from '../../../../components/list-empty';
import { formatDateTime } from '../../../../lib/format';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { ListQueryView } from '../../list-query-view';
import { xxcjEndpoints } from './api';
import { useCollectionTexts } from './texts';
import { CardButtonList } from '../../card-list';
import styles from './xxcj.module.css';

/** collectionManage: the staff's collections with their completion in the caller's charge; a new one. */
export function CollectionManagePage(props: AffairScreenProps) {
  const t = useCollectionTexts();
  const navigate = useNavigate();
  const list = useQuery(endpointQuery(xxcjEndpoints.staff));
  return (
    <>
      <GroupHeader props={props} subtitle={t('manage.hint')} />
      <div className={styles.bar}>
        <Button size="small" color="primary" onClick={() => navigate(screenPath(props, 'collectionDesign'))}>
          {t('manage.new')}
        </Button>
      </div>
      <ListQueryView query={list} empty={<ListEmpty hint={t('mine.none')} />}>
        {(rows) => (
          <CardButtonList
            rows={rows}
            open={(c) => navigate(screenPath(props, 'collectionResults', { query: { id: c.id } }))}
          >
            {(c) => (
              <>
                <div className={styles.head}>
                  <strong>{c.title}</strong>
                  <Tag color={c.closed ? 'default' : 'primary'}>
                    {t(c.closed ? 'state.closed' : 'state.toFill')}
                  </Tag>
                </div>
                <p className={styles.meta}>
                  {t('deadline', { time: formatDateTime(c.deadline, 'YYYY-MM-DD HH:mm') })} ·{' '}
                  {t('by', { name: c.creatorName })}
                </p>
                <p className={styles.meta}>{t('manage.rate', { submitted: c.submitted, total: c.total })}</p>
                <ProgressBar percent={c.total ? (c.submitted / c.total) * 100 : 0} />
              </>
            )}
          </CardButtonList>
        )}
      </ListQueryView>
    </>
  );
}
