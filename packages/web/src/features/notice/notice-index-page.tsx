import { Tabs } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { endpointKey } from '../../api/endpoint-call';
import { newsApi, newsEndpoints, type NewsView } from '../../api/news';
import { ListPage } from '../../components/list-page';
import { TitleBar } from '../../components/title-bar';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import { usePortalTexts } from '../../i18n/portal-texts';
import { NoticeRow } from './notice-row';
import styles from './notice-index-page.module.css';
import { useMayPublish } from './use-may-publish';

const VIEWS: readonly { view: NewsView; title: PortalKey }[] = [
  { view: 'publish', title: 'notice.published' },
  { view: 'drafts', title: 'notice.myDraft' },
  { view: 'expired', title: 'notice.expired' },
];

function viewOf(value: string | null): NewsView {
  return VIEWS.find((candidate) => candidate.view === value)?.view ?? 'publish';
}

/**
 * Announcements (/notice/index): the published ones, important ones pinned. Publishers also get
 * "make an announcement", their drafts and the expired ones; the tab is kept in the address.
 */
export function NoticeIndexPage() {
  const { t: ui } = useTranslation();
  const { t } = usePortalTexts();
  const mayPublish = useMayPublish();
  const [search, setSearch] = useSearchParams();
  const view = mayPublish ? viewOf(search.get('view')) : 'publish';

  const make = mayPublish && (
    <Link to="/notice/edit" className={styles.make}>
      <AddOutline />
      {t('notice.make')}
    </Link>
  );

  return (
    <>
      <TitleBar title={ui('notice.title')} right={make}>
        {mayPublish && (
          <Tabs
            activeKey={view}
            onChange={(key) => setSearch(key === 'publish' ? {} : { view: key }, { replace: true })}
            className={styles.tabs}
          >
            {VIEWS.map((candidate) => (
              <Tabs.Tab key={candidate.view} title={t(candidate.title)} />
            ))}
          </Tabs>
        )}
      </TitleBar>
      <ListPage
        key={view}
        queryKey={endpointKey(newsEndpoints.query, view)}
        fetchPage={async (pageNo, limit) => dataOf(await newsApi.query(view, { pageNo, limit }))}
        renderRows={(rows) => rows.map((notice) => <NoticeRow key={notice.id} notice={notice} view={view} />)}
      />
    </>
  );
}
