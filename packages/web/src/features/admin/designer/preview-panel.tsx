import { designerEndpoints } from '@campus/contract/routes/api/admin/designer';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { failureText } from '../../../api/core/failure-text';
import { call } from '../../../api/http';
import { useViewStore } from '../../../stores/view';
import styles from './designer.module.css';
import {
  choiceOptions,
  fieldLabel,
  previewInputs,
  previewValues,
  valueKind,
  type Draft,
  type Field,
} from './draft';
import { useDesignerTexts } from './texts';
import type { Route } from './types';
import { ChoiceField } from '../desk/choice-field';

/**
 * The route a request would take under the draft: an applicant (a student number) and the values
 * the conditions read (for a leave: its dates), then each step reached or skipped, and why.
 */
export function PreviewPanel({ draft }: { draft: Draft }) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const inputs = previewInputs(draft);
  const [applicant, setApplicant] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [route, setRoute] = useState<Route | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value }));
  const show = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const reply = await call(designerEndpoints.preview, {
        body: { draft, applicant: applicant.trim(), values: previewValues(draft, values) },
      });
      setRoute(reply.data);
    } catch (error) {
      setRoute(null);
      setFailure(failureText(error, language).text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <form className={styles.card} onSubmit={(e) => void show(e)} aria-label={t.showRoute}>
        <div className={styles.line}>
          <label>
            {t.applicant}
            <input
              required
              maxLength={64}
              placeholder={t.applicantHint}
              value={applicant}
              onChange={(e) => setApplicant(e.target.value)}
            />
          </label>
          {inputs.map((field) => (
            <ValueInput
              key={field.key}
              field={field}
              value={values[field.key]}
              onChange={(v) => set(field.key, v)}
            />
          ))}
        </div>
        {inputs.length === 0 && <p className={styles.blockTitle}>{t.noInputs}</p>}
        <div style={{ marginTop: 8 }}>
          <Button type="submit" color="primary" size="small" loading={busy}>
            {t.showRoute}
          </Button>
        </div>
        {failure && (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        )}
      </form>
      {route && (
        <section className={styles.card} aria-label={t.route}>
          <h3>{t.route}</h3>
          <p className={styles.route} data-testid="route-summary">
            {route.summary}
          </p>
          <ol>
            {route.steps.map((step) => (
              <li key={step.id} className={step.applies ? undefined : styles.skipped} data-step={step.id}>
                <strong>{step.name}</strong> · {step.applies ? t.applies : t.skipped}
                {step.approvers.length > 0 && <> · {step.approvers.map((a) => a.name).join('、')}</>}
                {step.note && <> · {step.note}</>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/** One value the conditions read, entered as the applicant would: a date range, a number, a choice. */
function ValueInput({
  field,
  value,
  onChange,
}: {
  field: Field;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const label = fieldLabel(field, language);
  if (field.type === 'dateRange') {
    const [from = '', to = ''] = Array.isArray(value) ? (value as string[]) : [];
    return (
      <>
        <label>
          {label} {t.from}
          <input type="date" value={from} onChange={(e) => onChange([e.target.value, to])} />
        </label>
        <label>
          {label} {t.to}
          <input type="date" value={to} onChange={(e) => onChange([from, e.target.value])} />
        </label>
      </>
    );
  }
  const kind = valueKind(field);
  const options = choiceOptions(field);
  if (kind === 'choice' && options.length > 0)
    return (
      <ChoiceField label={label} value={String(value ?? '')} onChange={onChange} any="—" options={options} />
    );
  if (kind === 'number')
    return (
      <label>
        {label}
        <input
          type="number"
          className={styles.narrow}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      </label>
    );
  return (
    <label>
      {label}
      <input maxLength={200} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
