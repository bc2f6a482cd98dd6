import { lifecycleEndpoints, type RolloverPerson } from '@campus/contract/routes/api/admin/lifecycle';
import { useState, type FormEvent } from 'react';
import { call, http } from '../../../api/http';
import { DeskInput } from './desk-input';
import styles from './lifecycle-page.module.css';
import { useRolloverTexts } from './rollover-texts';

interface CounsellorPickerProps {
  className: string;
  onPick: (counsellors: RolloverPerson[]) => void;
  onCancel: () => void;
}

/** Finds a staff member by number or name to counsel a class in the new school year. */
export function CounsellorPicker({ className, onPick, onCancel }: CounsellorPickerProps) {
  const texts = useRolloverTexts();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<RolloverPerson[] | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!keyword.trim()) return;
    try {
      setFound((await call(lifecycleEndpoints.staff, { query: { keyword: keyword.trim() } })).data);
    } catch (error) {
      http.report(error);
    }
  };

  return (
    <div className={styles.picker} role="group" aria-label={`${texts.counsellors} · ${className}`}>
      <form className={styles.search} onSubmit={(event) => void find(event)}>
        <DeskInput label={texts.findStaff} value={keyword} maxLength={50} onChange={setKeyword} />
        <button type="submit">{texts.find}</button>
      </form>
      {found?.length === 0 && <p className={styles.muted}>{texts.noStaff}</p>}
      <div className={styles.row}>
        {found?.map((person) => (
          <button
            key={person.id}
            type="button"
            onClick={() => onPick([{ id: person.id, name: person.name }])}
          >
            {person.name}
          </button>
        ))}
        <button type="button" onClick={() => onPick([])}>
          {texts.clear}
        </button>
        <button type="button" onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}
