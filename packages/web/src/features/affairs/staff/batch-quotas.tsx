import type { AffairBatch, BatchQuota } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { affairs, groupEndpoints } from '../../../api/affairs';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { RequestError } from '../../../api/core/request-error';
import { endpointQuery, http } from '../../../api/http';
import { fieldErrorsOfReply } from '../../../components/form-renderer/field-errors';
import { QueryView } from '../../../components/query-view';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import type { AffairScreenProps } from '../affair-screen';
import styles from './staff-pages.module.css';

/** A quota as typed: empty for no limit, else a whole number. */
export function quotaOf(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

/** The places of each college in a batch (名额): what is used, and the quota to set (empty: no limit). */
export function BatchQuotas({
  props,
  batch,
  onDone,
}: {
  props: AffairScreenProps;
  batch: AffairBatch;
  onDone: () => void;
}) {
  const quotas = useQuery(
    endpointQuery(groupEndpoints(props.group).quotas, { query: { batchId: batch.id } }),
  );
  return (
    <QueryView query={quotas}>
      {(rows) => <QuotaForm props={props} batch={batch} rows={rows} onDone={onDone} key={batch.id} />}
    </QueryView>
  );
}

function QuotaForm({
  props,
  batch,
  rows,
  onDone,
}: {
  props: AffairScreenProps;
  batch: AffairBatch;
  rows: BatchQuota[];
  onDone: () => void;
}) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const [saving, setSaving] = useState(false);
  const initial = Object.fromEntries(rows.map((r) => [r.collegeId, r.quota === null ? '' : String(r.quota)]));
  const invalid = t('affairs.settings.number', { min: 0, max: 100000 });

  const save = async () => {
    let values: Record<string, string>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await affairs.saveQuotas(props.group, {
        batchId: batch.id,
        quotas: rows.map((r) => ({
          collegeId: r.collegeId,
          quota: quotaOf(values[r.collegeId] ?? '') as number | null,
        })),
      });
      await invalidateEndpoints(client, [groupEndpoints(props.group).quotas]);
      Toast.show({ icon: 'success', content: t('affairs.quotas.saved') });
      onDone();
    } catch (error) {
      const named = error instanceof RequestError ? fieldErrorsOfReply(error.reply?.variables, language) : [];
      form.setFields(
        named.flatMap(({ field, text }) => {
          const index = /^quotas\[(\d+)\]/.exec(field)?.[1];
          const row = index === undefined ? undefined : rows[Number(index)];
          return row ? [{ name: row.collegeId, errors: [text] }] : [];
        }),
      );
      http.report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.formPage}>
      <Form
        form={form}
        layout="horizontal"
        initialValues={initial}
        mode="card"
        style={{ '--prefix-width': '10.5em' } as CSSProperties}
      >
        <Form.Header>
          {t('affairs.quotas.title')} · {batch.name}
          <p className={styles.quotaHint}>{t('affairs.quotas.hint')}</p>
        </Form.Header>
        {rows.map((row) => (
          <Form.Item
            key={row.collegeId}
            name={row.collegeId}
            label={row.collegeName}
            description={t('affairs.quotas.used', { used: row.used })}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const quota = quotaOf(value ?? '');
                  if (quota === 'invalid') throw new Error(invalid);
                },
              },
            ]}
          >
            <Input
              inputMode="numeric"
              placeholder={t('affairs.quotas.unlimited')}
              aria-label={row.collegeName}
            />
          </Form.Item>
        ))}
      </Form>
      <div className={styles.formActions}>
        <Button block disabled={saving} onClick={onDone}>
          {t('affairs.batchForm.cancel')}
        </Button>
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('affairs.quotas.save')}
        </Button>
      </div>
    </div>
  );
}
