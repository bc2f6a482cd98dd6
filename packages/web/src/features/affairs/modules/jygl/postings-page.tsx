import { EMPLOYMENT_STAFF } from '@campus/contract/affairs/jygl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Popup, SearchBar } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { EmptyState } from '../../../../components/empty-state';
import { hasAnyRole } from '../../../../lib/viewer';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { ListQueryView } from '../../list-query-view';
import { useViewer } from '../../use-viewer';
import { employmentEndpoints } from './api';
import styles from './jygl.module.css';
import { PostingCards } from './posting-card';
import { useEmploymentTexts } from './texts';

/** The publishing form loads when first opened (antd's form stays out of the screen's first load). */
const PostingForm = lazy(() => import('./posting-form').then((m) => ({ default: m.PostingForm })));

/**
 * employmentList: the job postings, newest first, open ones unless asked for the closed too,
 * searched by company, position, place or major; the employment centre publishes from here.
 */
export function PostingsPage(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const viewer = useViewer();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [all, setAll] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const postings = useQuery(
    endpointQuery(employmentEndpoints.postings, {
      query: { keyword: keyword || undefined, all: all ? 'Y' : undefined },
    }),
  );
  const publishes = viewer.isTenantAdmin || hasAnyRole(viewer, [EMPLOYMENT_STAFF]);
  return (
    <>
      <GroupHeader props={props} />
      <div className={styles.toolbar}>
        <SearchBar placeholder={t('list.search')} onSearch={setKeyword} onClear={() => setKeyword('')} />
        <Checkbox checked={all} onChange={setAll}>
          {t('list.past')}
        </Checkbox>
      </div>
      {publishes && (
        <div className={styles.toolbar}>
          <Button size="small" color="primary" onClick={() => setPublishing(true)}>
            {t('list.publish')}
          </Button>
        </div>
      )}
      <ListQueryView query={postings} empty={<EmptyState description={t('list.none')} />}>
        {(loaded) => <PostingCards postings={loaded} props={props} />}
      </ListQueryView>
      <Popup visible={publishing} onMaskClick={() => setPublishing(false)} destroyOnClose>
        <div className={styles.popup}>
          <Suspense fallback={null}>
            <PostingForm
              onDone={() => {
                setPublishing(false);
                void invalidateEndpoints(client, [employmentEndpoints.postings, employmentEndpoints.posting]);
              }}
            />
          </Suspense>
        </div>
      </Popup>
    </>
  );
}
