import { localize, type AffairModuleDescriptor, type FormField } from '@campus/contract';
import { List } from 'antd-mobile';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import { useAffairMetas } from '../use-affair-meta';
import styles from './staff-pages.module.css';

type LookupField = Extract<FormField, { type: 'computed' }> & {
  compute: { op: 'lookup'; row: string; column: string; table: Record<string, Record<string, number>> };
};

const isLookup = (f: FormField): f is LookupField => f.type === 'computed' && f.compute.op === 'lookup';

/**
 * The standards a module's form reads its points from (a bonus item's points by category and
 * level): a table of each lookup field, rows and columns named by the choices' own labels, so
 * staff and reviewers see what every item is worth where the school's figures are.
 */
export function PointsTables({ modules }: { modules: readonly AffairModuleDescriptor[] }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const metas = useAffairMetas(modules);
  const tables = modules.flatMap((module) => {
    const form = metas.get(module.key)?.form;
    return (form?.fields.filter(isLookup) ?? []).map((field) => ({ module, form, field }));
  });
  return tables.map(({ module, form, field }) => {
    const choices = (key: string) => {
      const found = form?.fields.find((f) => f.key === key);
      return found && 'options' in found ? (found.options ?? []) : [];
    };
    const columns = choices(field.compute.column);
    return (
      <List
        key={`${module.key}.${field.key}`}
        mode="card"
        header={`${localize(module.title, language)} · ${t('affairs.settings.pointsTable')}`}
      >
        <List.Item>
          <table className={styles.pointsTable}>
            <thead>
              <tr>
                <th />
                {columns.map((c) => (
                  <th key={c.value} scope="col">
                    {localize(c.label, language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {choices(field.compute.row).map((r) => (
                <tr key={r.value}>
                  <th scope="row">{localize(r.label, language)}</th>
                  {columns.map((c) => (
                    <td key={c.value}>{field.compute.table[r.value]?.[c.value] ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </List.Item>
      </List>
    );
  });
}
