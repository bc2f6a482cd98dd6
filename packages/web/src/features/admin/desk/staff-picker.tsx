import type { PersonRow } from '@campus/contract/routes/api/admin/directory';
import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { endpointQuery } from '../../../api/http';
import styles from './desk.module.css';
import { listBody } from './list-body';
import { useAdminTexts } from './texts';

/** How many matches the picker offers at once: a name narrows it further. */
const OFFERED = 8;

/**
 * Finds a member of staff by name or number and hands the chosen one on: the counsellor of a
 * class, a college's student-affairs staff, a role's new holder. Only staff are offered (the
 * server refuses anyone else anyway).
 */
export function StaffPicker({ onPick, hint }: { onPick: (person: PersonRow) => void; hint?: string }) {
  const t = useAdminTexts();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    ...endpointQuery(directoryEndpoints.people, {
      body: listBody({ 'Q^kind^S': 'staff', 'Q^keyword^SL': keyword }, 1, OFFERED),
    }),
    enabled: keyword !== '',
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };
  return (
    <div>
      <form className={styles.filters} onSubmit={search} role="search" aria-label={t.pickStaff}>
        <label className={styles.wide}>
          <span>{t.pickStaff}</span>
          <input
            type="search"
            maxLength={50}
            placeholder={hint ?? t.assignHint}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <div className={styles.buttons}>
          <Button type="submit" color="primary">
            {t.search}
          </Button>
        </div>
      </form>
      {found.data && (
        <ul className={styles.chips} aria-label={t.pickStaff} style={{ marginTop: 8 }}>
          {found.data.dataResult.length === 0 && <li className={styles.muted}>{t.empty}</li>}
          {found.data.dataResult.map((person) => (
            <li key={person.userId}>
              <Button size="mini" onClick={() => onPick(person)}>
                {person.name} · {person.number} · {person.orgName}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
