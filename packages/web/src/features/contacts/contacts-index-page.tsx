import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { dataOf } from '../../api/core/reply-data';
import { contactEndpoints, contactsApi } from '../../api/contacts';
import { endpointKey } from '../../api/endpoint-call';
import { ListPage } from '../../components/list-page';
import { TitleBar } from '../../components/title-bar';
import { usePortalTexts } from '../../i18n/portal-texts';
import styles from './contacts-index-page.module.css';
import { ContactRow } from './contact-row';
import { OrgBrowser } from './org-browser';

/** Typing pauses this long before the search runs: one request per word, not per letter. */
const SEARCH_DELAY_MS = 300;

/**
 * The address book (/contacts/index): drill down the org tree, or search by name, pinyin
 * initials or phone. The org and the search live in the address, so back retraces the steps.
 * Who is listed is the server's privacy rule.
 */
export function ContactsIndexPage() {
  const { t: ui } = useTranslation();
  const { t } = usePortalTexts();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const orgId = params.get('org') ?? undefined;
  const [typed, setTyped] = useState(keyword);

  useEffect(() => {
    const next = typed.trim();
    if (next === keyword) return;
    const timer = window.setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, keyword, setParams]);

  const openOrg = (id: string | undefined) => setParams(id ? { org: id } : {});

  return (
    <>
      <TitleBar title={ui('contacts.title')}>
        <div className={styles.search}>
          <SearchBar
            value={typed}
            onChange={setTyped}
            onClear={() => setTyped('')}
            placeholder={t('contacts.searchPlaceholder')}
          />
        </div>
      </TitleBar>
      {keyword ? (
        <ListPage
          key={keyword}
          queryKey={endpointKey(contactEndpoints.search, keyword)}
          fetchPage={async (pageNo, limit) => dataOf(await contactsApi.search(keyword, { pageNo, limit }))}
          renderRows={(rows) => rows.map((contact) => <ContactRow key={contact.id} contact={contact} />)}
        />
      ) : (
        <OrgBrowser orgId={orgId} onOpen={openOrg} />
      )}
    </>
  );
}
