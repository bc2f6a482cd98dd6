import type { ImportPreview } from '@campus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { endpointQuery, http } from '../../../../api/http';
import { SectionCard } from '../../../../components/section-card';
import { screenPath, type AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { billImport, feeEndpoints, fees } from './api';
import styles from './fees.module.css';
import { useFeeTexts } from './texts';

/** How often the screen asks how far a confirmed import has got. */
const POLL_MS = 400;

function Preview({ preview }: { preview: ImportPreview }) {
  const t = useFeeTexts();
  return (
    <>
      <SectionCard title={preview.fileName}>
        <p className={styles.line}>{t('import.rows', { total: preview.total, valid: preview.valid })}</p>
        {preview.errorCount > 0 && (
          <p className={`${styles.line} ${styles.owed}`} role="alert">
            {t('import.errors', { n: preview.errorCount })}
          </p>
        )}
        {preview.errors.length > 0 && (
          <ul className={styles.errors} aria-label={t('import.errors', { n: preview.errorCount })}>
            {preview.errors.map((e, i) => (
              <li key={i}>
                <strong>{t('import.row', { row: e.row })}</strong> · {e.column ?? t('import.wholeRow')}：
                {e.message}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t('import.sample')}>
        <table className={styles.sample}>
          <thead>
            <tr>
              {preview.columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.sample.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SectionCard>
    </>
  );
}

/**
 * chargeImport: the finance office's bill spreadsheet, uploaded, previewed with each bad row and
 * column named, then confirmed; the screen follows the import's progress until it is written.
 */
export function ChargeImportPage(props: AffairScreenProps) {
  const t = useFeeTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    ...endpointQuery(billImport.status, { query: { id: running ?? '' } }),
    enabled: running !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? POLL_MS : false),
  });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setRunning(null);
    try {
      setPreview(await fees.importFile(file));
    } catch (error) {
      setPreview(null);
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const started = await fees.confirmImport(preview.id);
      setRunning(started.id);
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  const state = status.data?.state;
  if (state === 'done')
    void invalidateEndpoints(client, [feeEndpoints.overview, feeEndpoints.list, feeEndpoints.mine]);
  return (
    <>
      <GroupHeader props={props} subtitle={t('import.hint')} />
      {state === 'done' || state === 'failed' ? (
        <Result
          status={state === 'done' ? 'success' : 'error'}
          title={state === 'done' ? t('import.done', { n: status.data!.done }) : status.data!.message}
          description={
            <div className={styles.actions}>
              <Button
                onClick={() => {
                  setPreview(null);
                  setRunning(null);
                }}
              >
                {t('import.again')}
              </Button>
              <Button color="primary" onClick={() => navigate(screenPath(props, 'chargeManage'))}>
                {t('import.toList')}
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <SectionCard title={t('import.choose')}>
            <p className={styles.line}>{t('import.columns')}</p>
            <label className={styles.file}>
              {busy ? '…' : t('import.choose')}
              <input
                key={preview?.id ?? 'none'}
                type="file"
                aria-label={t('import.choose')}
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy || running !== null}
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </label>
          </SectionCard>
          {preview && <Preview preview={preview} />}
          {running && status.data && (
            <SectionCard title={t('import.running', { done: status.data.done, total: status.data.total })}>
              <ProgressBar percent={(status.data.done / Math.max(1, status.data.total)) * 100} />
            </SectionCard>
          )}
          {preview?.acceptable && !running && (
            <div className={styles.toolbar}>
              <Button block color="primary" loading={busy} onClick={confirm}>
                {t('import.confirm', { n: preview.total })}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
