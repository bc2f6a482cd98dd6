import { Checkbox } from 'antd-mobile';
import type { ReactNode } from 'react';
import { listBody } from '../../api/list-body';
import { endpointKey } from '../../api/endpoint-call';
import { selector, selectorEndpoints, type EmployeeRow } from '../../api/platform-selector';
import { ListPage } from '../list-page';
import type { PickedUser } from './selection';
import styles from './user-selector.module.css';

interface EmployeeListProps {
  filters: Record<string, string>;
  by?: { roleId?: string; positionId?: string };
  selected: readonly PickedUser[];
  onToggle: (user: PickedUser) => void;
  /** People who cannot be picked here (oneself for a transfer). */
  excludeIds?: readonly string[];
  /** What an empty list shows instead of 暂无数据 (null: nothing). */
  emptyContent?: ReactNode;
}

/** Staff matching the current search or the open org, role or position; tap to pick. */
export function EmployeeList({
  filters,
  by = {},
  selected,
  onToggle,
  excludeIds = [],
  emptyContent,
}: EmployeeListProps) {
  const rows = (employees: EmployeeRow[]) => (
    <ul className={styles.people}>
      {employees.map((employee) => {
        const disabled = excludeIds.includes(employee.id);
        const checked = selected.some((u) => u.id === employee.id);
        return (
          <li key={employee.id} className={styles.person}>
            <Checkbox
              block
              checked={checked}
              disabled={disabled}
              onChange={() => onToggle({ id: employee.id, name: employee.name, orgName: employee.orgName })}
            >
              <span className={styles.personText}>
                <span className={styles.personName}>{employee.name}</span>
                <small>{[employee.orgName, employee.title].filter(Boolean).join(' · ')}</small>
              </span>
            </Checkbox>
          </li>
        );
      })}
    </ul>
  );
  return (
    <ListPage
      queryKey={endpointKey(selectorEndpoints.employees, [filters, by])}
      fetchPage={(pageNo, limit) => selector.employees(listBody({ pageNo, limit, filters }), by)}
      renderRows={rows}
      emptyContent={emptyContent}
    />
  );
}
