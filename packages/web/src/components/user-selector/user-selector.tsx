import { Button, Popup, SearchBar, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { EmployeeList } from './employee-list';
import { GroupBrowser } from './group-browser';
import { OrgBrowser } from './org-browser';
import { employeeFilters, toggleUser, type PickedUser } from './selection';
import styles from './user-selector.module.css';

export type { PickedUser } from './selection';

export interface UserSelectorProps {
  visible: boolean;
  title: string;
  /** Several people (add signers) or one (transfer, proxy, delegate). */
  multiple?: boolean;
  excludeIds?: readonly string[];
  onClose: () => void;
  onConfirm: (users: PickedUser[]) => void;
}

type Source = 'org' | 'role' | 'position';

/**
 * Picks staff by org, role, position or name (the platform's selector, for staff only): search
 * finds anyone by name; the tabs browse the org tree, the roles and the positions.
 */
export function UserSelector({
  visible,
  title,
  multiple = false,
  excludeIds,
  onClose,
  onConfirm,
}: UserSelectorProps) {
  const { t } = useWorkflowTexts();
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<Source>('org');
  const [selected, setSelected] = useState<PickedUser[]>([]);
  const toggle = (user: PickedUser) => setSelected((current) => toggleUser(current, user, multiple));
  const browse = { selected, onToggle: toggle, excludeIds };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <header className={styles.header}>
        <h2>{title}</h2>
        <SearchBar placeholder={t('bpm.selector.search')} value={search} onChange={setSearch} />
      </header>
      {!search.trim() && (
        <Tabs activeKey={source} onChange={(key) => setSource(key as Source)} className={styles.tabs}>
          <Tabs.Tab key="org" title={t('bpm.selector.org')} />
          <Tabs.Tab key="role" title={t('bpm.selector.role')} />
          <Tabs.Tab key="position" title={t('bpm.selector.position')} />
        </Tabs>
      )}
      <div className={styles.body}>
        {search.trim() ? (
          <EmployeeList filters={employeeFilters(search, undefined)} {...browse} />
        ) : source === 'org' ? (
          <OrgBrowser {...browse} />
        ) : (
          <GroupBrowser kind={source} {...browse} />
        )}
      </div>
      <footer className={styles.footer}>
        <div className={styles.chosen} aria-live="polite">
          {selected.length === 0 ? (
            <span className={styles.none}>{t('bpm.selector.none')}</span>
          ) : (
            selected.map((user) => (
              <Tag key={user.id} color="primary" fill="outline" onClick={() => toggle(user)}>
                {user.name} ×
              </Tag>
            ))
          )}
        </div>
        <Button color="primary" disabled={selected.length === 0} onClick={() => onConfirm(selected)}>
          {t('form.confirm')}
        </Button>
      </footer>
    </Popup>
  );
}
