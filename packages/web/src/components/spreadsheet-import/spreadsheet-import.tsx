import type { ImportPreview } from '@campus/contract';
import type { importEndpoints } from '@campus/contract/routes/api/affairs/imports';
import { useQuery } from '@tanstack/react-query';
import { Button, ProgressBar, Result } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { dataOf } from '../../api/core/reply-data';
import { uploadFile } from '../../api/files';
import { call, download, endpointQuery, http } from '../../api/http';
import { saveFile } from '../../lib/save-file';
import { XLSX_TYPE } from '../../lib/xlsx-type';
import { SectionCard } from '../section-card';
import styles from './spreadsheet-import.module.css';
import { useImportTexts } from './texts';
import { ScrollRegion } from '../scroll-region';

/** How often the screen asks how far a confirmed import has got. */
const POLL_MS = 400;

export interface SpreadsheetImportProps {
  /** The import kind's routes (contract api/affairs/imports.ts). */
  endpoints: ReturnType<typeof importEndpoints>;
  /** Offers the kind's template for download under this file name. */
  templateName?: string;
  /** What the chooser says of the file (its columns). */
  intro?: ReactNode;
  /** Called once when an import is written (lists to refresh). */
  onDone?: () => void;
  /** Called when a file has been checked (a history lists previews too). */
  onUploaded?: () => void;
  /** Buttons beside "import another file" once done. */
  doneAction?: ReactNode;
}

function Preview({ preview }: { preview: ImportPreview }) {
  const t = useImportTexts();
  return (
    <>
      <SectionCard title={preview.fileName}>
        <p className={styles.line}>{t('rows', { total: preview.total, valid: preview.valid })}</p>
        {preview.errorCount > 0 && (
          <p className={`${styles.line} ${styles.alert}`} role="alert">
            {t('errors', { n: preview.errorCount })}
          </p>
        )}
        {preview.errors.length > 0 && (
          <ul className={styles.errors} aria-label={t('errors', { n: preview.errorCount })}>
            {preview.errors.map((e, i) => (
              <li key={i}>
                <strong>{t('row', { row: e.row })}</strong> · {e.column ?? t('wholeRow')}：{e.message}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title={t('sample')}>
        <ScrollRegion className={styles.sampleScroll} label={t('sample')}>
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
        </ScrollRegion>
      </SectionCard>
    </>
  );
}

/**
 * Any spreadsheet import (the mechanism's upload -> preview -> confirm): choose a file, read each
 * refused cell by row and column, correct and upload again, confirm, follow the progress of a long
 * import until it is written.
 */
export function SpreadsheetImport(props: SpreadsheetImportProps) {
  const t = useImportTexts();
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { endpoints, templateName } = props;
  const status = useQuery({
    ...endpointQuery(endpoints.status, { query: { id: running ?? '' } }),
    enabled: running !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' || !q.state.data ? POLL_MS : false),
  });
  const current = status.data;
  const state = running ? current?.state : undefined;
  const { onDone } = props;
  useEffect(() => {
    if (state === 'done') onDone?.();
  }, [state, onDone]);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | undefined) =>
    file &&
    act(async () => {
      setRunning(null);
      setPreview(null);
      setPreview(await uploadFile(endpoints.upload, file, file.name));
      props.onUploaded?.();
    });
  const confirm = () =>
    preview &&
    act(async () => setRunning(dataOf(await call(endpoints.confirm, { body: { id: preview.id } })).id));
  const template = () =>
    act(async () =>
      saveFile(await download(endpoints.template, undefined, { loading: true }), templateName!, XLSX_TYPE),
    );
  if (current && (state === 'done' || state === 'failed'))
    return (
      <Result
        status={state === 'done' ? 'success' : 'error'}
        title={state === 'done' ? t('done', { n: current.done }) : current.message}
        description={
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setPreview(null);
                setRunning(null);
              }}
            >
              {t('again')}
            </Button>
            {props.doneAction}
          </div>
        }
      />
    );
  return (
    <>
      <SectionCard title={t('choose')}>
        {props.intro}
        <div className={styles.pick}>
          <label className={styles.file}>
            {busy ? '…' : t('choose')}
            <input
              key={preview?.id ?? 'none'}
              type="file"
              aria-label={t('choose')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={busy || running !== null}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          {templateName && (
            <Button size="small" fill="outline" onClick={() => void template()}>
              {t('template')}
            </Button>
          )}
        </div>
      </SectionCard>
      {preview && <Preview preview={preview} />}
      {running && current && (
        <SectionCard title={t('running', { done: current.done, total: current.total })}>
          <ProgressBar percent={(current.done / Math.max(1, current.total)) * 100} />
        </SectionCard>
      )}
      {preview?.acceptable && !running && (
        <div className={styles.toolbar}>
          <Button block color="primary" loading={busy} onClick={() => void confirm()}>
            {t('confirm', { n: preview.total })}
          </Button>
        </div>
      )}
    </>
  );
}
