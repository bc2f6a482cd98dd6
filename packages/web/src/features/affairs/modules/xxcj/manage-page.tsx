import { useQuery } from '@tanstack/react-query';
import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { endpointQuery } from '../../../../api/http';
import { xxcjEndpoints } from './api';
import { CollectionHead } from './collection-head';
import { CollectionList } from './collection-list';
import { useCollectionTexts } from './texts';
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
      <CollectionList props={props} query={list} screen="collectionResults">
        {(c) => (
          <>
            <CollectionHead
              collection={c}
              tag={
                <Tag color={c.closed ? 'default' : 'primary'}>
                  {t(c.closed ? 'state.closed' : 'state.toFill')}
                </Tag>
              }
            />
            <p className={styles.meta}>{t('manage.rate', { submitted: c.submitted, total: c.total })}</p>
            <ProgressBar percent={c.total ? (c.submitted / c.total) * 100 : 0} />
          </>
        )}
      </CollectionList>
    </>
  );
}
