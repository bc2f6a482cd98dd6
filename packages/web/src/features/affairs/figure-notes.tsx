import { localize, type AffairDetail } from '@campus/contract';
import { List } from 'antd-mobile';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';

/**
 * The request's figures the school keeps (GPA, ranks, failed courses) with where each came from:
 * "来自综合测评 2025-2026", or "学生填写，未核实" when the student typed it. Shown above the form
 * to the reviewer and the student alike, so a typed figure is never mistaken for a checked one.
 */
export function FigureNotes({ detail }: { detail: AffairDetail }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const notes = Object.entries(detail.figureNotes ?? {}).filter(([key]) => detail.values[key] != null);
  if (notes.length === 0) return null;
  return (
    <List mode="card" header={t('affairs.figures.title')}>
      {notes.map(([key, note]) => (
        <List.Item
          key={key}
          title={localize(detail.form.fields.find((f) => f.key === key)?.label, language) || key}
          description={note}
        >
          {String(detail.values[key])}
        </List.Item>
      ))}
    </List>
  );
}
