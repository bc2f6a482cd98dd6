import type { SchoolCalendar } from '@campus/contract/routes/api/admin/calendar';
import {
  daysBetween,
  sortTerms,
  TERM_NAME_MAX,
  termProblem,
  type CalendarTerm,
} from '@campus/contract/api/admin/calendar-rules';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { confirm } from '../../../components/feedback';
import styles from '../desk/desk.module.css';
import { DeskTable } from '../desk/desk-table';
import own from './calendar-page.module.css';
import { useCalendarTexts } from './texts';
import { useSaveCalendar } from './use-save-calendar';

/** A term being added (index null) or edited, as typed. */
interface Draft extends CalendarTerm {
  index: number | null;
}

/** The terms of the school year: listed in order, added, edited and removed (each saved at once). */
export function TermsCard({ calendar }: { calendar: SchoolCalendar }) {
  const t = useCalendarTexts();
  const save = useSaveCalendar();
  const [draft, setDraft] = useState<Draft | null>(null);
  const terms = sortTerms(calendar.terms);
  const remove = async (term: CalendarTerm) => {
    if (await confirm({ content: t.removeConfirm(term.name) }))
      await save({ ...calendar, terms: terms.filter((x) => x !== term) });
  };
  return (
    <section className={styles.card} aria-label={t.terms}>
      <div className={own.cardHead}>
        <h2>{t.terms}</h2>
        {!draft && (
          <Button
            size="small"
            color="primary"
            onClick={() => setDraft({ index: null, name: '', first: '', last: '' })}
          >
            {t.addTerm}
          </Button>
        )}
      </div>
      {draft && (
        <TermForm
          draft={draft}
          terms={terms}
          onSave={async (next) => {
            if (await save({ ...calendar, terms: next })) setDraft(null);
          }}
          onCancel={() => setDraft(null)}
        />
      )}
      {terms.length === 0 ? (
        <p className={styles.muted}>{t.termsEmpty}</p>
      ) : (
        <DeskTable
          columns="minmax(120px, 1fr) 96px 96px 56px 104px"
          headers={[t.termName, t.first, t.last, '', '']}
        >
          {terms.map((term, index) => (
            <div className={styles.row} role="row" key={`${term.first}-${term.name}`}>
              <span role="cell">{term.name}</span>
              <span role="cell">{term.first}</span>
              <span role="cell">{term.last}</span>
              <span role="cell" className={styles.muted}>
                {t.days(daysBetween(term.first, term.last) + 1)}
              </span>
              <span role="cell">
                <Button size="mini" fill="none" color="primary" onClick={() => setDraft({ ...term, index })}>
                  {t.edit}
                </Button>
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  aria-label={`${t.remove} ${term.name}`}
                  onClick={() => void remove(term)}
                >
                  {t.remove}
                </Button>
              </span>
            </div>
          ))}
        </DeskTable>
      )}
    </section>
  );
}

interface TermFormProps {
  draft: Draft;
  terms: CalendarTerm[];
  onSave: (terms: CalendarTerm[]) => Promise<void>;
  onCancel: () => void;
}

/** A term's name and days, checked as the server checks them before it is sent. */
function TermForm({ draft, terms, onSave, onCancel }: TermFormProps) {
  const t = useCalendarTexts();
  const [typed, setTyped] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const term = { name: typed.name.trim(), first: typed.first, last: typed.last };
    if (!term.name || !term.first || !term.last) return setProblem(t.required);
    const next =
      draft.index === null ? [...terms, term] : terms.map((x, i) => (i === draft.index ? term : x));
    const found = termProblem(next);
    if (found) return setProblem(t.rules[found.rule](found.index >= 0 ? next[found.index]!.name : ''));
    setProblem(null);
    await onSave(sortTerms(next));
  };
  const field = (key: 'first' | 'last', label: string) => (
    <label>
      <span>{label}</span>
      <input
        type="date"
        required
        value={typed[key]}
        onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className={`${styles.filters} ${own.form}`}
      onSubmit={(e) => void submit(e)}
      aria-label={draft.index === null ? t.addTerm : t.editTerm}
    >
      <label className={styles.wide}>
        <span>{t.termName}</span>
        <input
          required
          maxLength={TERM_NAME_MAX}
          placeholder={t.termNameHint}
          value={typed.name}
          onChange={(e) => setTyped({ ...typed, name: e.target.value })}
        />
      </label>
      {field('first', t.first)}
      {field('last', t.last)}
      {problem && (
        <p className={`${styles.wide} ${own.problem}`} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" color="primary">
          {t.save}
        </Button>
        <Button onClick={onCancel}>{t.cancel}</Button>
      </div>
    </form>
  );
}
