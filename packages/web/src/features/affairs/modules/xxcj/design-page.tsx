import type { FormField } from '@campus/contract';
import { COLLECTION_FIELD_TYPES, type CollectionFieldType } from '@campus/contract/affairs/xxcj';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Selector, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../../components/section-card';
import { useCommand } from '../../../../components/workflow/use-command';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery } from '../../../../api/http';
import { SubmitButton } from '../../submit-button';
import { collections, xxcjEndpoints } from './api';
import { useCollectionTexts } from './texts';
import styles from './xxcj.module.css';
import { NamedInput, NamedTextArea } from '../../named-fields';

interface Draft {
  label: string;
  type: CollectionFieldType;
  required: boolean;
  options: string;
}

const CHOICE = new Set<CollectionFieldType>(['select', 'radio', 'checkbox']);

/** The designed fields in the form format (keys f1, f2...; choices valued by their text). */
function formField(draft: Draft, index: number): FormField {
  const base = { key: `f${index + 1}`, label: draft.label.trim(), required: draft.required };
  if (CHOICE.has(draft.type)) {
    const options = draft.options
      .split(/[,，、]/)
      .map((o) => o.trim())
      .filter(Boolean)
      .map((o) => ({ value: o, label: o }));
    return { ...base, type: draft.type as 'select', options };
  }
  return { ...base, type: draft.type } as FormField;
}

/** collectionDesign: a new collection: title, description, deadline, audience and its fields. */
export function CollectionDesignPage(props: AffairScreenProps) {
  const t = useCollectionTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { busy, run } = useCommand();
  const audiences = useQuery(endpointQuery(xxcjEndpoints.audiences));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [deadline, setDeadline] = useState('');
  const [orgIds, setOrgIds] = useState<string[]>([]);
  const [grades, setGrades] = useState<string[]>([]);
  const [fields, setFields] = useState<Draft[]>([{ label: '', type: 'text', required: true, options: '' }]);
  const edit = (index: number, change: Partial<Draft>) =>
    setFields(fields.map((f, i) => (i === index ? { ...f, ...change } : f)));
  const publish = async () => {
    if (!title.trim() || !deadline || fields.some((f) => !f.label.trim())) {
      Toast.show({ content: t('design.missing') });
      return;
    }
    const created = await run(
      () =>
        collections.create({
          title: title.trim(),
          description: description.trim(),
          form: { key: 'collection', name: title.trim(), fields: fields.map(formField) },
          orgIds,
          grades,
          deadline: new Date(`${deadline}T23:59:00+08:00`).getTime(),
        }),
      t('design.published'),
    );
    if (created) {
      await invalidateEndpoints(client, [xxcjEndpoints.staff, xxcjEndpoints.mine]);
      navigate(screenPath(props, 'collectionResults', { query: { id: created.id } }), { replace: true });
    }
  };
  const a = audiences.data;
  return (
    <>
      <GroupHeader props={props} />
      <SectionCard title={t('design.title')}>
        <Input aria-label={t('design.title')} value={title} onChange={setTitle} maxLength={100} clearable />
        <NamedTextArea
          label={t('design.description')}
          value={description}
          onChange={setDescription}
          maxLength={1000}
          autoSize
        />
        <label className={styles.meta} htmlFor="xxcj-deadline">
          {t('design.deadline')}
        </label>
        <Input id="xxcj-deadline" type="date" value={deadline} onChange={setDeadline} />
      </SectionCard>
      <SectionCard title={t('design.audience')}>
        {a && a.colleges.length > 1 && (
          <>
            <p className={styles.meta}>{t('design.colleges')}</p>
            <Selector
              multiple
              value={orgIds}
              options={a.colleges.map((c) => ({ value: c.id, label: c.name }))}
              onChange={setOrgIds}
            />
          </>
        )}
        {a && a.colleges.length <= 1 && (
          <>
            <p className={styles.meta}>{t('design.classes')}</p>
            <Selector
              multiple
              value={orgIds}
              options={a.classes.map((c) => ({ value: c.id, label: c.name }))}
              onChange={setOrgIds}
            />
          </>
        )}
        <p className={styles.meta}>{t('design.grades')}</p>
        <Selector
          multiple
          value={grades}
          options={(a?.grades ?? []).map((g) => ({ value: g, label: g }))}
          onChange={setGrades}
        />
      </SectionCard>
      <SectionCard title={t('design.fields')}>
        {fields.map((f, i) => (
          <div key={i} className={styles.designed}>
            <NamedInput
              label={t('design.fieldLabel')}
              value={f.label}
              onChange={(label) => edit(i, { label })}
              maxLength={40}
            />
            <Selector
              value={[f.type]}
              options={COLLECTION_FIELD_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
              onChange={(v) => v[0] && edit(i, { type: v[0] })}
            />
            {CHOICE.has(f.type) && (
              <NamedInput
                label={t('design.options')}
                value={f.options}
                onChange={(options) => edit(i, { options })}
              />
            )}
            <div className={styles.head}>
              <span className={styles.meta}>
                {t('design.required')}{' '}
                <Switch checked={f.required} onChange={(required) => edit(i, { required })} />
              </span>
              {fields.length > 1 && (
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => setFields(fields.filter((_, j) => j !== i))}
                >
                  {t('design.remove')}
                </Button>
              )}
            </div>
          </div>
        ))}
        <Button
          block
          fill="outline"
          onClick={() => setFields([...fields, { label: '', type: 'text', required: false, options: '' }])}
        >
          {t('design.addField')}
        </Button>
      </SectionCard>
      <div className={styles.bar}>
        <SubmitButton label={t('design.publish')} busy={busy} onSubmit={publish} />
      </div>
    </>
  );
}
