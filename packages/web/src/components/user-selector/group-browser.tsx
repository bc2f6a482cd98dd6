import { useQuery } from '@tanstack/react-query';
import { DotLoading } from 'antd-mobile';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { endpointQuery } from '../../api/http';
import { selectorEndpoints, type GroupNode } from '../../api/platform-selector';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { EmployeeList } from './employee-list';
import type { PickedUser } from './selection';
import styles from './user-selector.module.css';

interface GroupBrowserProps {
  kind: 'role' | 'position';
  selected: readonly PickedUser[];
  onToggle: (user: PickedUser) => void;
  excludeIds?: readonly string[];
}

/** Roles or positions with how many hold them; open one to pick among its holders. */
export function GroupBrowser({ kind, ...props }: GroupBrowserProps) {
  const { t } = useWorkflowTexts();
  const groups = useQuery({
    ...endpointQuery(kind === 'role' ? selectorEndpoints.roles : selectorEndpoints.positions),
    staleTime: 300_000,
  });
  const [open, setOpen] = useState<GroupNode | null>(null);
  if (!groups.data) return <DotLoading />;
  if (open) {
    return (
      <>
        <button type="button" className={styles.back} onClick={() => setOpen(null)}>
          <LeftOutline aria-hidden /> {open.name}
        </button>
        <EmployeeList
          filters={{}}
          by={kind === 'role' ? { roleId: open.id } : { positionId: open.id }}
          {...props}
        />
      </>
    );
  }
  return (
    <ul className={styles.groups}>
      {groups.data.map((group) => (
        <li key={group.id}>
          <button type="button" className={styles.group} onClick={() => setOpen(group)}>
            <span>{group.name}</span>
            <small>{t('bpm.selector.members', { n: group.memberCount })}</small>
            <RightOutline aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
