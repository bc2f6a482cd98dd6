import {
  academicYearOf,
  localize,
  type AffairBatch,
  type AffairModuleDescriptor,
  type DateRangeField,
  type StaffOptions,
} from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Selector } from 'antd-mobile';
import { Stepper } from '../../../components/stepper';
import dayjs from '../../../lib/dayjs';
import { useState } from 'react';
import { affairs } from '../../../api/affairs';
import { RequestError } from '../../../api/core/request-error';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { http } from '../../../api/http';
import { DateRangeControl } from '../../../components/form-renderer/controls/date-range-control';
import { fieldErrorsOfReply } from '../../../components/form-renderer/field-errors';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { AffairScreenProps } from '../affair-screen';
import {
  batchInputOf,
  formFieldOf,
  formValuesOf,
  yearChoices,
  type BatchFormValues,
} from './batch-form-values';
import { batchChanges } from './changes';
import styles from './staff-pages.module.css';
import { showToast } from '../../../components/feedback';

interface AudienceItemProps {
  name: 'grades' | 'colleges';
  label: string;
  columns: number;
  options: { label: string; value: string }[];
}

/** Whom a batch is open to by one trait (grades, colleges): several may be ticked, none means all. */
function AudienceItem({ name, label, columns, options }: AudienceItemProps) {
  const { t } = useWorkflowTexts();
  return (
    <Form.Item name={name} label={label} description={t('affairs.batchForm.allHint')}>
      <Selector columns={columns} multiple options={options} />
    </Form.Item>
  );
}

interface Props {
  props: AffairScreenProps;
  /** The batch to edit, or none for a new one. */
  batch: AffairBatch | undefined;
  /** The group's modules that open batches. */
  modules: readonly AffairModuleDescriptor[];
  options: StaffOptions | undefined;
  onDone: (saved: AffairBatch | undefined) => void;
}

/**
 * Opening or editing a batch from the phone: scheme, name, academic year, the window on one
 * calendar, the audience by grade and college (none chosen: everyone), applications per student
 * and, with publicity, its working days. The server's refusals mark the fields they name.
 */
export function BatchForm({ props, batch, modules, options, onDone }: Props) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const [form] = Form.useForm<BatchFormValues>();
  const [saving, setSaving] = useState(false);
  const current = academicYearOf(dayjs().format('YYYY-MM-DD'));
  const [initial] = useState(() => {
    const only = modules.length === 1 ? modules[0] : undefined;
    const values = formValuesOf(batch, only, batch?.academicYear ?? current);
    return batch || !only
      ? values
      : {
          ...values,
          name: t('affairs.batchForm.defaultName', { year: current, scheme: localize(only.title, language) }),
        };
  });
  const chosen = Form.useWatch('module', form) ?? initial.module;
  const module = modules.find((m) => m.key === chosen[0]);
  const year = Form.useWatch('academicYear', form) ?? initial.academicYear;
  const suggested = (m: AffairModuleDescriptor | undefined, y: string | undefined) =>
    m && y ? t('affairs.batchForm.defaultName', { year: y, scheme: localize(m.title, language) }) : '';
  // A new batch is named after its scheme and year until the user names it otherwise.
  const rename = (m: AffairModuleDescriptor | undefined, y: string | undefined) => {
    const name = (form.getFieldValue('name') as string | undefined)?.trim() ?? '';
    if (!batch && (name === '' || name === suggested(module, year[0])))
      form.setFieldValue('name', suggested(m, y));
  };
  const withPublicity = Boolean(module?.publicity);
  const minDays = module?.batches?.minPublicityDays ?? 1;
  const required = { required: true, message: t('affairs.batchForm.pick') };
  const period: DateRangeField = {
    key: 'period',
    type: 'dateRange',
    label: `${t('affairs.batchForm.start')} ~ ${t('affairs.batchForm.end')}`,
    min: dayjs().subtract(1, 'year').format('YYYY-MM-DD'),
    max: dayjs().add(2, 'year').format('YYYY-MM-DD'),
  };

  const save = async () => {
    let values: BatchFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form marks what is missing.
    }
    setSaving(true);
    try {
      const saved = await affairs.saveBatch(props.group, batchInputOf(values, batch, withPublicity));
      await invalidateEndpoints(client, batchChanges(props.group));
      void showToast({ icon: 'success', content: t('affairs.batchForm.saved') });
      onDone(saved);
    } catch (error) {
      // The toast says it in words; the fields the refusal names turn red as well.
      const named = error instanceof RequestError ? fieldErrorsOfReply(error.reply?.variables, language) : [];
      form.setFields(
        named.flatMap(({ field, text }) => {
          const name = formFieldOf(field);
          return name ? [{ name, errors: [text] }] : [];
        }),
      );
      http.report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.formPage}>
      <Form form={form} layout="vertical" initialValues={initial} mode="card">
        <Form.Header>{t(batch ? 'affairs.batchForm.titleEdit' : 'affairs.batchForm.titleNew')}</Form.Header>
        <Form.Item
          name="module"
          label={t('affairs.batchForm.module')}
          rules={[{ ...required, type: 'array', min: 1 }]}
          hidden={modules.length === 1}
        >
          <Selector
            columns={2}
            disabled={batch !== undefined}
            options={modules.map((m) => ({ label: localize(m.title, language), value: m.key }))}
            onChange={(value) => {
              const next = modules.find((m) => m.key === value[0]);
              rename(next, year[0]);
              if (next?.batches)
                form.setFieldsValue({
                  perStudent: next.batches.perStudent ?? 1,
                  publicityDays: next.batches.publicityDays ?? 5,
                });
            }}
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('affairs.batchForm.name')}
          rules={[
            required,
            { min: 2, message: t('validation.minLength', { ns: 'contract', min: 2 }) },
            { max: 100, message: t('validation.maxLength', { ns: 'contract', max: 100 }) },
          ]}
        >
          <Input id="batch-name" maxLength={100} clearable />
        </Form.Item>
        <Form.Item
          name="academicYear"
          label={t('affairs.batchForm.year')}
          rules={[{ ...required, type: 'array', min: 1 }]}
        >
          <Selector
            columns={2}
            onChange={(value) => rename(module, value[0])}
            options={yearChoices(options?.academicYears ?? [], current).map((y) => ({ label: y, value: y }))}
          />
        </Form.Item>
        <Form.Item name="period" label={period.label as string} rules={[required]}>
          <DateRangeControl field={period} />
        </Form.Item>
        <AudienceItem
          name="grades"
          label={t('affairs.batchForm.grades')}
          columns={3}
          options={(options?.grades ?? []).map((g) => ({
            label: t('affairs.filter.gradeValue', { grade: g }),
            value: g,
          }))}
        />
        <AudienceItem
          name="colleges"
          label={t('affairs.batchForm.colleges')}
          columns={1}
          options={(options?.colleges ?? []).map((c) => ({ label: c.name, value: c.id }))}
        />
        <Form.Item name="perStudent" label={t('affairs.batchForm.perStudent')}>
          <Stepper min={1} max={10} digits={0} />
        </Form.Item>
        {withPublicity && (
          <Form.Item
            name="publicityDays"
            label={t('affairs.batchForm.publicityDays')}
            description={t('affairs.batchForm.publicityMin', { min: minDays })}
          >
            <Stepper min={minDays} max={30} digits={0} />
          </Form.Item>
        )}
      </Form>
      <div className={styles.formActions}>
        <Button block disabled={saving} onClick={() => onDone(undefined)}>
          {t('affairs.batchForm.cancel')}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('affairs.batchForm.save')}
        </Button>
      </div>
    </div>
  );
}
