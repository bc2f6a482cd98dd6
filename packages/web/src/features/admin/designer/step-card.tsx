import type { Language } from '@campus/contract';
import {
  APPROVAL_MODES,
  DESIGNER_DEADLINE_HOURS_MAX,
  FIELD_ACCESS,
} from '@campus/contract/api/admin/designer-values';
import type { Problem } from './types';
import { useViewStore } from '../../../stores/view';
import { Approvers, type Directory } from './approver-picker';
import { Conditions } from './conditions';
import styles from './designer.module.css';
import { fieldLabel, setStepAccess, stepAccess, type Access, type Field, type Step } from './draft';
import { useDesignerTexts } from './texts';

/** Fields a condition cannot read: files and free text. */
const NOT_COMPARED = new Set(['upload', 'image', 'signature', 'textarea', 'subTable']);
const OTHER_LANGUAGES: readonly Exclude<Language, 'zh-CN'>[] = ['zh-TW', 'en-US', 'ja-JP'];

interface StepCardProps {
  step: Step;
  index: number;
  count: number;
  fields: readonly Field[];
  starterFields: readonly { key: string; label: string }[];
  directory: Directory;
  problems: readonly Problem[];
  onChange: (step: Step) => void;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** One step of the chain as a card: its name, who approves and how, when it applies, copies, deadline, field rights. */
export function StepCard(props: StepCardProps) {
  const { step, index, count, fields, directory, problems, onChange, onMove, onRemove } = props;
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const name = step.name[language] || step.name['zh-CN'];
  const number = (value: string) =>
    Math.max(0, Math.min(DESIGNER_DEADLINE_HOURS_MAX, Math.round(Number(value) || 0)));
  return (
    <section className={styles.card} aria-label={name}>
      <div className={styles.cardHead}>
        <h3>
          {t.step(index + 1)} · {name}
        </h3>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`${t.moveUp} ${name}`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`${t.moveDown} ${name}`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`${t.removeStep} ${name}`}
            disabled={count <= 1}
            onClick={onRemove}
          >
            ×
          </button>
        </div>
      </div>
      {problems.length > 0 && (
        <ul className={styles.problems} aria-label={t.problems}>
          {problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      )}
      <div className={styles.grid}>
        <div className={styles.block}>
          <label className={styles.block}>
            <span className={styles.blockTitle}>{t.stepName}</span>
            <input
              className={styles.input}
              maxLength={100}
              value={step.name['zh-CN']}
              onChange={(e) => onChange({ ...step, name: { ...step.name, 'zh-CN': e.target.value } })}
            />
          </label>
          <details className={styles.fold}>
            <summary>{t.otherLanguages}</summary>
            {OTHER_LANGUAGES.map((lang) => (
              <label className={styles.line} key={lang}>
                <span>{lang}</span>
                <input
                  className={styles.input}
                  maxLength={100}
                  value={step.name[lang] ?? ''}
                  onChange={(e) => {
                    const next = { ...step.name, [lang]: e.target.value };
                    if (e.target.value === '') delete next[lang];
                    onChange({ ...step, name: next });
                  }}
                />
              </label>
            ))}
          </details>
        </div>
        <Approvers
          title={t.approvers}
          list={step.approvers}
          directory={directory}
          onChange={(approvers) => onChange({ ...step, approvers })}
        />
        <div className={styles.block} role="group" aria-label={t.mode}>
          <span className={styles.blockTitle}>{t.mode}</span>
          <div className={styles.line}>
            <select
              aria-label={t.mode}
              value={step.mode}
              onChange={(e) => {
                const mode = e.target.value as Step['mode'];
                onChange({
                  ...step,
                  mode,
                  sharePercent: mode === 'share' ? (step.sharePercent ?? 50) : undefined,
                  sequential: mode === 'any' ? false : step.sequential,
                });
              }}
            >
              {APPROVAL_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t.modes[mode]}
                </option>
              ))}
            </select>
            {step.mode === 'share' && (
              <label>
                {t.sharePercent}
                <input
                  className={styles.narrow}
                  type="number"
                  min={1}
                  max={100}
                  value={step.sharePercent ?? 50}
                  onChange={(e) =>
                    onChange({
                      ...step,
                      sharePercent: Math.max(1, Math.min(100, Math.round(Number(e.target.value) || 1))),
                    })
                  }
                />
              </label>
            )}
            {step.mode !== 'any' && (
              <label>
                <input
                  type="checkbox"
                  checked={step.sequential}
                  onChange={(e) => onChange({ ...step, sequential: e.target.checked })}
                />
                {t.sequential}
              </label>
            )}
          </div>
        </div>
        <div className={styles.block} role="group" aria-label={t.deadline}>
          <span className={styles.blockTitle}>{t.deadline}</span>
          <div className={styles.line}>
            <label>
              <input
                type="checkbox"
                checked={step.deadline !== null}
                onChange={(e) =>
                  onChange({ ...step, deadline: e.target.checked ? { hours: 48, remindHours: 4 } : null })
                }
              />
              {t.deadlineOn}
            </label>
            {step.deadline && (
              <>
                <label>
                  {t.hours}
                  <input
                    className={styles.narrow}
                    type="number"
                    min={1}
                    max={DESIGNER_DEADLINE_HOURS_MAX}
                    value={step.deadline.hours}
                    onChange={(e) =>
                      onChange({
                        ...step,
                        deadline: { ...step.deadline!, hours: Math.max(1, number(e.target.value)) },
                      })
                    }
                  />
                </label>
                <label>
                  {t.remindHours}
                  <input
                    className={styles.narrow}
                    type="number"
                    min={0}
                    max={DESIGNER_DEADLINE_HOURS_MAX}
                    value={step.deadline.remindHours}
                    onChange={(e) =>
                      onChange({
                        ...step,
                        deadline: { ...step.deadline!, remindHours: number(e.target.value) },
                      })
                    }
                  />
                </label>
              </>
            )}
          </div>
        </div>
        <Conditions
          step={step}
          fields={fields.filter((f) => !NOT_COMPARED.has(f.type))}
          starterFields={props.starterFields}
          onChange={onChange}
        />
        <Approvers
          title={t.copyTo}
          list={step.copyTo}
          directory={directory}
          none={t.copyToNone}
          allowStarter={false}
          onChange={(copyTo) => onChange({ ...step, copyTo })}
        />
        <details className={`${styles.fold} ${styles.wideBlock}`}>
          <summary>{t.fieldRights}</summary>
          <FieldRights step={step} fields={fields} onChange={onChange} />
        </details>
      </div>
    </section>
  );
}

/** Each field's access at this step, in a compact table: edit, read or hidden. */
function FieldRights({
  step,
  fields,
  onChange,
}: {
  step: Step;
  fields: readonly Field[];
  onChange: (step: Step) => void;
}) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  return (
    <table className={styles.rights}>
      <thead>
        <tr>
          <th>{t.field}</th>
          {FIELD_ACCESS.map((a) => (
            <th key={a}>{t.access[a]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => {
          const label = fieldLabel(field, language);
          return (
            <tr key={field.key}>
              <td>{label}</td>
              {FIELD_ACCESS.map((access: Access) => (
                <td key={access}>
                  <input
                    type="radio"
                    name={`${step.id}-${field.key}`}
                    aria-label={`${label} ${t.access[access]}`}
                    checked={stepAccess(step, field.key) === access}
                    onChange={() => onChange(setStepAccess(step, field.key, access))}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
