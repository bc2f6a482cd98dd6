import type { Language } from '@campus/contract';
import type { Problem } from './types';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { confirm } from '../../../components/feedback';
import { useViewStore } from '../../../stores/view';
import desk from '../desk/desk.module.css';
import styles from './designer.module.css';
import {
  addField,
  fieldLabel,
  labelMap,
  moveField,
  newFieldProblem,
  removeField,
  setFieldLabel,
  setStartAccess,
  startAccess,
  updateField,
  type Draft,
  type NewField,
} from './draft';
import { ADDABLE_FIELD_TYPES, DESIGNER_FIELDS_MAX } from '@campus/contract/api/admin/designer-values';
import { useDesignerTexts } from './texts';

const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'];
const CHOICES = new Set(['select', 'radio', 'checkbox']);

interface FormTabProps {
  draft: Draft;
  locked: readonly { key: string; reason: string }[];
  problems: readonly Problem[];
  onChange: (draft: Draft) => void;
}

/**
 * The form: its fields in order, each required or not, hidden on the application screen or not,
 * labelled in four languages; a field the module's rules read is locked (its lock says why) and
 * cannot be removed, hidden or made optional. A school adds fields of the simple types.
 */
export function FormTab({ draft, locked, problems, onChange }: FormTabProps) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const lockOf = (key: string) => locked.find((l) => l.key === key);
  return (
    <div>
      {draft.fields.map((field, index) => {
        const lock = lockOf(field.key);
        const label = fieldLabel(field, language);
        const labels = labelMap(field.label);
        const own = problems.filter((p) => p.element === field.key);
        return (
          <section className={styles.card} aria-label={label} key={field.key}>
            <div className={styles.cardHead}>
              <h3>
                {label} <span className={styles.blockTitle}>{field.key}</span>
              </h3>
              <div className={styles.tools}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`${t.moveUp} ${label}`}
                  disabled={index === 0}
                  onClick={() => onChange(moveField(draft, index, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`${t.moveDown} ${label}`}
                  disabled={index === draft.fields.length - 1}
                  onClick={() => onChange(moveField(draft, index, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`${t.removeField} ${label}`}
                  disabled={lock !== undefined}
                  onClick={() =>
                    void confirm({
                      content: t.removeFieldConfirm(label),
                      confirmText: t.confirm,
                      cancelText: t.cancel,
                    }).then((ok) => ok && onChange(removeField(draft, field.key)))
                  }
                >
                  ×
                </button>
              </div>
            </div>
            {lock && (
              <p className={styles.lock}>
                <span className={desk.chip}>{t.locked}</span> {lock.reason}
              </p>
            )}
            {own.length > 0 && (
              <ul className={styles.problems} aria-label={t.problems}>
                {own.map((p, i) => (
                  <li key={i}>{p.message}</li>
                ))}
              </ul>
            )}
            <div className={styles.line}>
              <span className={styles.blockTitle}>
                {t.type}: {t.fieldTypes[field.type] ?? field.type}
              </span>
              <label>
                <input
                  type="checkbox"
                  checked={field.required === true}
                  disabled={lock !== undefined}
                  onChange={(e) => onChange(updateField(draft, field.key, { required: e.target.checked }))}
                />
                {t.required}
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={startAccess(draft, field.key) === 'hidden'}
                  disabled={lock !== undefined}
                  onChange={(e) =>
                    onChange(setStartAccess(draft, field.key, e.target.checked ? 'hidden' : 'edit'))
                  }
                />
                {t.hiddenOnStart}
              </label>
            </div>
            <details className={styles.fold}>
              <summary>{t.fieldLabel}</summary>
              {LANGUAGES.map((lang) => (
                <label className={styles.line} key={lang}>
                  <span>{lang}</span>
                  <input
                    className={styles.input}
                    maxLength={100}
                    value={labels[lang] ?? ''}
                    onChange={(e) => onChange(setFieldLabel(draft, field.key, lang, e.target.value))}
                  />
                </label>
              ))}
            </details>
          </section>
        );
      })}
      {draft.fields.length < DESIGNER_FIELDS_MAX && <AddField draft={draft} onChange={onChange} />}
    </div>
  );
}

function AddField({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const t = useDesignerTexts();
  const empty: NewField = { key: '', type: 'text', label: '', options: [] };
  const [field, setField] = useState<NewField>(empty);
  const [optionsText, setOptionsText] = useState('');
  const [tried, setTried] = useState(false);
  const wanted = {
    ...field,
    options: optionsText
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean),
  };
  const problem = newFieldProblem(draft, wanted);
  const add = () => {
    setTried(true);
    if (problem) return;
    onChange(addField(draft, wanted));
    setField(empty);
    setOptionsText('');
    setTried(false);
  };
  return (
    <section className={styles.card} aria-label={t.addField}>
      <h3>{t.addField}</h3>
      <div className={styles.line}>
        <label>
          {t.type}
          <select value={field.type} onChange={(e) => setField({ ...field, type: e.target.value })}>
            {ADDABLE_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.fieldTypes[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.fieldKey}
          <input
            maxLength={64}
            value={field.key}
            onChange={(e) => setField({ ...field, key: e.target.value.trim() })}
          />
        </label>
        <label>
          {t.fieldLabel}
          <input
            maxLength={100}
            value={field.label}
            onChange={(e) => setField({ ...field, label: e.target.value })}
          />
        </label>
      </div>
      {CHOICES.has(field.type) && (
        <label className={styles.block}>
          <span className={styles.blockTitle}>
            {t.options} ({t.optionsHint})
          </span>
          <textarea
            className={styles.input}
            rows={3}
            maxLength={2000}
            value={optionsText}
            onChange={(e) => setOptionsText(e.target.value)}
          />
        </label>
      )}
      {tried && problem && (
        <p role="alert" className={styles.alert}>
          {t.fieldProblems[problem]}
        </p>
      )}
      <div style={{ marginTop: 8 }}>
        <Button size="small" color="primary" fill="outline" onClick={add}>
          {t.addField}
        </Button>
      </div>
    </section>
  );
}
