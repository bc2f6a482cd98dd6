import { useQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { endpointQuery } from '../../api/http';
import { selectorEndpoints, type OrgNode } from '../../api/platform-selector';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { EmployeeList } from './employee-list';
import { employeeFilters, type PickedUser } from './selection';
import styles from './user-selector.module.css';

interface BrowserProps {
  selected: readonly PickedUser[];
  onToggle: (user: PickedUser) => void;
  excludeIds?: readonly string[];
}

/** Walks down the org tree (school, college, office, class); the people of the open org below. */
export function OrgBrowser(props: BrowserProps) {
  const { t } = useWorkflowTexts();
  const tree = useQuery({ ...endpointQuery(selectorEndpoints.orgTree), staleTime: 300_000 });
  const [chosenPath, setPath] = useState<OrgNode[] | null>(null);
  if (!tree.data) return <DotLoading />;
  // A school is one tree: open its root at once rather than show a list of one.
  const path = chosenPath ?? (tree.data.length === 1 ? tree.data : []);
  const open = path.at(-1);
  const children = open ? open.children : tree.data;
  return (
    <>
      <nav className={styles.crumbs} aria-label={t('bpm.selector.org')}>
        <button type="button" onClick={() => setPath([])}>
          {t('bpm.selector.allOrgs')}
        </button>
        {path.map((org, index) => (
          <button type="button" key={org.id} onClick={() => setPath(path.slice(0, index + 1))}>
            <RightOutline aria-hidden /> {org.name}
          </button>
        ))}
      </nav>
      {children.length > 0 && (
        <ul className={styles.groups}>
          {children.map((org) => (
            <li key={org.id}>
              <button type="button" className={styles.group} onClick={() => setPath([...path, org])}>
                <span>{org.name}</span>
                <RightOutline aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <EmployeeList
          filters={employeeFilters('', open.id)}
          {...props}
          // Sub-orgs listed above are enough; "no data" under them would read as an empty org.
          emptyContent={children.length > 0 ? null : undefined}
        />
      )}
    </>
  );
}
