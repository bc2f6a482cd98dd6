import { localize, type AffairMeta, type PublicityRow } from '@campus/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { affairs, groupEndpoints } from '../../api/affairs';
import { listBody } from '../../api/list-body';
import { ListCard, type CardLine } from '../../components/list-card';
import { ListPage } from '../../components/list-page';
import { ReasonPopup } from '../../components/workflow/reason-popup';
import { StatusTag } from '../../components/workflow/status-tag';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useViewStore } from '../../stores/view';
import { localizedKey } from './affair-queries';
import type { AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { GroupHeader } from './group-header';
import { useAffairMetas } from './use-affair-meta';
import { ChipTabs } from '../../components/chip-tabs';

/**
 * A row's own columns (rank, level...), with the labels its module's form gives them; a figure
 * the school keeps says where it came from, one the student typed that it is not verified.
 */
function valueLines(row: PublicityRow, meta: AffairMeta | undefined): CardLine[] {
  return (meta?.columns.publicity ?? []).flatMap((column) => {
    const value = row.values[column.key];
    const note = row.figureNotes?.[column.key];
    return value === null || value === undefined || value === ''
      ? []
      : [{ label: column.label, value: note ? `${String(value)}（${note}）` : String(value) }];
  });
}

/**
 * The group's publicity (公示): approved names while their period runs, personal fields masked,
 * for everyone in the school; anyone but the student may object with a reason, which the office
 * checks. The cjxy variant lays the same list out as a compact table by college.
 */
export function PublicityPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const modules = props.group.modules.filter((m) => m.publicity);
  const metas = useAffairMetas(modules);
  const [module, setModule] = useState('');
  const [objecting, setObjecting] = useState<PublicityRow | null>(null);
  const { busy, run } = useCommand();
  const filters = { 'Q^module^S': module };
  const compact = props.routes.variant === 'cjxy';

  const object = async (reason: string) => {
    const target = modules.find((m) => m.key === objecting?.module);
    if (!objecting || !target) return;
    const filed = await run(
      () => affairs.objection(target, { id: objecting.id, reason }),
      t('affairs.objection.filed'),
    );
    if (filed) setObjecting(null);
  };

  const card = (row: PublicityRow) => (
    <ListCard
      key={row.id}
      title={`${row.name}（${row.number}）`}
      tag={<StatusTag state={row.status} />}
      lines={[
        { label: t('affairs.record.scheme'), value: row.moduleTitle },
        ...(row.batchName ? [{ label: t('affairs.record.batch'), value: row.batchName }] : []),
        {
          label: t('affairs.detail.class'),
          value: [row.collegeName, row.className].filter(Boolean).join(' · '),
        },
        ...(row.outcome ? [{ label: t('affairs.record.outcome'), value: row.outcome }] : []),
        ...(row.amount !== null
          ? [{ label: t('affairs.record.amount'), value: formatMoney(row.amount) }]
          : []),
        ...valueLines(row, metas.get(row.module)),
      ]}
      footer={
        row.publicityEnd
          ? t('affairs.publicity.until', { date: formatDateTime(row.publicityEnd - 1, 'YYYY-MM-DD') })
          : undefined
      }
      footerExtra={
        <Button size="mini" fill="outline" onClick={() => setObjecting(row)}>
          {t('affairs.objection.file')}
        </Button>
      }
    />
  );

  const table = (rows: PublicityRow[]) => (
    <table className={styles.publicityTable}>
      <thead>
        <tr>
          <th>{t('affairs.publicity.name')}</th>
          <th>{t('affairs.record.scheme')}</th>
          <th className={styles.amountCell}>{t('affairs.record.amount')}</th>
          {/* Named in words a screen reader reads as the column's header; an empty <th> named only
              by aria-label is a header without content (axe's empty-table-header). */}
          <th>
            <span className="app-visually-hidden">{t('affairs.objection.file')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              {row.name}
              <small>{row.number}</small>
              <small>{row.className}</small>
            </td>
            <td>
              {row.moduleTitle}
              {row.outcome && <small>{row.outcome}</small>}
            </td>
            <td className={styles.amountCell}>
              {row.amount !== null ? new Intl.NumberFormat(language).format(row.amount) : ''}
            </td>
            <td>
              <button type="button" className={styles.linkButton} onClick={() => setObjecting(row)}>
                {t('affairs.objection.short')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <>
      <GroupHeader props={props} subtitle={t('affairs.publicity.hint')} />
      <ListPage
        queryKey={localizedKey(groupEndpoints(props.group).publicity, filters, language)}
        fetchPage={(pageNo, limit) => affairs.publicity(props.group, listBody({ pageNo, limit, filters }))}
        renderRows={(rows) => (compact ? table(rows) : rows.map(card))}
        emptyText={t('affairs.publicity.empty')}
        header={
          modules.length > 1 ? (
            <div className={styles.chips}>
              <ChipTabs activeKey={module} onChange={setModule}>
                <ChipTabs.Tab key="" title={t('affairs.filter.allSchemes')} />
                {modules.map((m) => (
                  <ChipTabs.Tab key={m.key} title={localize(m.title, language)} />
                ))}
              </ChipTabs>
            </div>
          ) : undefined
        }
      />
      <ReasonPopup
        visible={objecting !== null}
        title={t('affairs.objection.title', { name: objecting?.name ?? '' })}
        warning={t('affairs.objection.warning')}
        placeholder={t('affairs.objection.placeholder')}
        confirmText={t('affairs.objection.submit')}
        busy={busy}
        onClose={() => setObjecting(null)}
        onConfirm={(reason) => void object(reason)}
      />
    </>
  );
}
