import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { Fragment } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { contactEndpoints, contactsApi, type OrgLevel } from '../../api/contacts';
import { endpointKey } from '../../api/endpoint-call';
import { endpointQuery } from '../../api/http';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { usePortalTexts } from '../../i18n/portal-texts';
import { ContactRow } from './contact-row';
import styles from './org-browser.module.css';

interface OrgBrowserProps {
  /** The org shown; the school when undefined. */
  orgId: string | undefined;
  /** Opens another org (undefined: the school). */
  onOpen: (orgId: string | undefined) => void;
}

/** The address book's drill-down: where one is, the orgs below with their head counts, and the people here. */
export function OrgBrowser({ orgId, onOpen }: OrgBrowserProps) {
  const level = useQuery(endpointQuery(contactEndpoints.children, { query: { orgId } }));
  return <QueryView query={level}>{(loaded) => <OrgLevelView level={loaded} onOpen={onOpen} />}</QueryView>;
}

function OrgLevelView({ level, onOpen }: { level: OrgLevel; onOpen: OrgBrowserProps['onOpen'] }) {
  const { t } = usePortalTexts();
  const school = level.path[0]?.id;
  const header = (
    <>
      <nav className={styles.path} aria-label={t('contacts.path')}>
        {level.path.map((org, index) => (
          <Fragment key={org.id}>
            {index > 0 && <RightOutline className={styles.separator} />}
            {org.id === level.org.id ? (
              <span aria-current="page">{org.name}</span>
            ) : (
              <button type="button" onClick={() => onOpen(org.id === school ? undefined : org.id)}>
                {org.name}
              </button>
            )}
          </Fragment>
        ))}
      </nav>
      {level.children.length > 0 && (
        <List className={styles.orgs}>
          {level.children.map((child) => (
            <List.Item
              key={child.id}
              extra={t('contacts.memberCount', { n: child.memberCount })}
              onClick={() => onOpen(child.id)}
            >
              {child.name}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
  return (
    <ListPage
      key={level.org.id}
      queryKey={endpointKey(contactEndpoints.members, level.org.id)}
      fetchPage={async (pageNo, limit) => dataOf(await contactsApi.members(level.org.id, { pageNo, limit }))}
      header={header}
      emptyContent={level.children.length > 0 ? null : undefined}
      renderRows={(rows) => (
        <section aria-labelledby="org-members">
          <h2 id="org-members" className={styles.heading}>
            {t('contacts.members', { name: level.org.name })}
          </h2>
          {rows.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </section>
      )}
    />
  );
}
