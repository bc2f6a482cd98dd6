import { localize, type AffairBatch, type StaffOptions } from '@campus/contract';
import { Button, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { AffairScreenProps } from '../affair-screen';
import { batchChoices, NO_FILTERS, queryStatuses, withFilter, type QueryFilters } from './query-filters';
import styles from './staff-pages.module.css';

interface Props {
  props: AffairScreenProps;
  options: StaffOptions | undefined;
  batches: readonly AffairBatch[];
  filters: QueryFilters;
  visible: boolean;
  onApply: (filters: QueryFilters) => void;
  onClose: () => void;
}

interface FilterGroup {
  key: keyof QueryFilters;
  title: string;
  columns: number;
  options: { label: string; value: string }[];
  /** Said instead of the choices while there are none to offer yet. */
  hint?: string;
}

/** Every batch of every year is a long list: offered once a year or a scheme narrows it. */
const FEW_BATCHES = 6;

/**
 * The staff query's filters in a sheet (academic year, scheme, batch, status, college, grade):
 * nothing applies until the user confirms. The parent gives each opening its own key, so the
 * sheet starts from the filters in force.
 */
export function QueryFilterSheet({ props, options, batches, filters, visible, onApply, onClose }: Props) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof QueryFilters, value: string) => setDraft(withFilter(draft, key, value, batches));
  const narrowed =
    Boolean(draft.academicYear || draft.module || draft.batchId) || batches.length <= FEW_BATCHES;
  const groups: FilterGroup[] = [
    {
      key: 'academicYear',
      title: t('affairs.filter.year'),
      columns: 2,
      options: (options?.academicYears ?? []).map((y) => ({ label: y, value: y })),
    },
    {
      key: 'module',
      title: t('affairs.filter.scheme'),
      columns: 2,
      options:
        props.group.modules.length > 1
          ? props.group.modules.map((m) => ({ label: localize(m.title, language), value: m.key }))
          : [],
    },
    {
      key: 'batchId',
      title: t('affairs.filter.batch'),
      columns: 1,
      options: narrowed ? batchChoices(draft, batches).map((b) => ({ label: b.name, value: b.id })) : [],
      hint: narrowed || batches.length === 0 ? undefined : t('affairs.filter.batchHint'),
    },
    {
      key: 'status',
      title: t('affairs.filter.status'),
      columns: 3,
      options: queryStatuses(props.group).map((s) => ({ label: t(`bpm.state.${s}`), value: s })),
    },
    {
      key: 'college',
      title: t('affairs.filter.college'),
      columns: 1,
      options: (options?.colleges ?? []).map((c) => ({ label: c.name, value: c.id })),
    },
    {
      key: 'grade',
      title: t('affairs.filter.grade'),
      columns: 3,
      options: (options?.grades ?? []).map((g) => ({
        label: t('affairs.filter.gradeValue', { grade: g }),
        value: g,
      })),
    },
  ];

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.scroll}>
        {groups
          .filter((group) => group.options.length > 0 || group.hint)
          .map((group) => (
            <section key={group.key} className={styles.group} aria-label={group.title}>
              <h3>{group.title}</h3>
              {group.hint ? (
                <p className={styles.hint}>{group.hint}</p>
              ) : (
                <Selector
                  columns={group.columns}
                  value={[draft[group.key]]}
                  options={[{ label: t('affairs.filter.any'), value: '' }, ...group.options]}
                  onChange={([value]) => set(group.key, value ?? '')}
                />
              )}
            </section>
          ))}
      </div>
      <div className={styles.sheetActions}>
        <Button block onClick={() => setDraft(NO_FILTERS)}>
          {t('affairs.filter.reset')}
        </Button>
        <Button block color="primary" onClick={() => onApply(draft)}>
          {t('affairs.filter.apply')}
        </Button>
      </div>
    </Popup>
  );
}
