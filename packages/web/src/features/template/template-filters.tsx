import type { ListSort } from '@campus/contract';
import { Button, DatePicker, Input, List, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { DataTemplate, TemplateFilter } from '../../api/templates';
import { usePortalTexts } from '../../i18n/portal-texts';
import { formatDateTime } from '../../lib/format';
import styles from './template-filters.module.css';
import type { Dictionaries } from './template-view';

interface TemplateFiltersProps {
  template: DataTemplate;
  dictionaries: Dictionaries;
  visible: boolean;
  values: Readonly<Record<string, string>>;
  sort: ListSort;
  onApply: (values: Record<string, string>, sort: ListSort) => void;
  onClose: () => void;
}

/**
 * The template's own filters and sorts, in a sheet; nothing applies until the user confirms. The
 * parent gives each opening its own key, so the sheet starts from the filters in force.
 */
export function TemplateFilters(props: TemplateFiltersProps) {
  const { t } = usePortalTexts();
  const { template, dictionaries, visible, onApply, onClose } = props;
  const [values, setValues] = useState(props.values);
  const [sort, setSort] = useState(props.sort);
  const set = (param: string, value: string) => setValues((current) => ({ ...current, [param]: value }));

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <div className={styles.scroll}>
        <List header={t('template.filters')}>
          {template.filters.map((filter) => (
            <List.Item key={filter.param} title={filter.label}>
              <FilterInput
                filter={filter}
                value={values[filter.param] ?? ''}
                dictionary={filter.dictionary ? dictionaries.get(filter.dictionary) : undefined}
                onChange={(value) => set(filter.param, value)}
              />
            </List.Item>
          ))}
        </List>
        {template.sorts.length > 0 && (
          <List header={t('template.sort')}>
            <List.Item>
              <Selector
                columns={3}
                value={[sort.field]}
                options={template.sorts.map((option) => ({ label: option.label, value: option.field }))}
                onChange={([field]) => field && setSort((current) => ({ ...current, field }))}
              />
            </List.Item>
            <List.Item>
              <Selector
                columns={3}
                value={[sort.order]}
                options={[
                  { label: t('template.ascending'), value: 'ASC' },
                  { label: t('template.descending'), value: 'DESC' },
                ]}
                onChange={([order]) =>
                  order && setSort((current) => ({ ...current, order: order as ListSort['order'] }))
                }
              />
            </List.Item>
          </List>
        )}
      </div>
      <div className={styles.actions}>
        <Button block onClick={() => setValues({})}>
          {t('template.reset')}
        </Button>
        <Button block color="primary" onClick={() => onApply(values, sort)}>
          {t('template.apply')}
        </Button>
      </div>
    </Popup>
  );
}

interface FilterInputProps {
  filter: TemplateFilter;
  value: string;
  dictionary: ReadonlyMap<string, string> | undefined;
  onChange: (value: string) => void;
}

/** A dictionary filter is a choice, a date filter a date picker, the rest text. */
function FilterInput({ filter, value, dictionary, onChange }: FilterInputProps) {
  const { t } = usePortalTexts();
  const [picking, setPicking] = useState(false);
  if (dictionary) {
    return (
      <Selector
        columns={3}
        value={value ? [value] : []}
        options={[...dictionary].map(([key, name]) => ({ label: name, value: key }))}
        onChange={([chosen]) => onChange(chosen ?? '')}
      />
    );
  }
  if (filter.type === 'date') {
    return (
      <>
        <button type="button" className={styles.date} onClick={() => setPicking(true)}>
          {value || t('template.anyDate')}
        </button>
        <DatePicker
          visible={picking}
          value={value ? new Date(value) : null}
          title={filter.label}
          onClose={() => setPicking(false)}
          onConfirm={(date) => onChange(formatDateTime(date.getTime(), 'YYYY-MM-DD'))}
        />
      </>
    );
  }
  return (
    <Input
      value={value}
      onChange={onChange}
      type={filter.type === 'number' ? 'number' : 'text'}
      placeholder={t('template.any')}
      clearable
    />
  );
}
