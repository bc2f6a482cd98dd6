import { designerEndpoints } from '@campus/contract/routes/api/admin/designer';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, http } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import styles from './designer.module.css';
import { useDesignerTexts } from './texts';
import type { Checked } from './types';
import { DESIGNER_QUERIES } from './versions-panel';

/** The largest file read (the contract's BPMN limit is checked by the server too). */
const MAX_FILE_BYTES = 2_000_000;

interface UploadPanelProps {
  processKey: string;
  baseVersion: number;
}

/**
 * A BPMN file drawn elsewhere: checked first (every element we do not run listed by id and type),
 * published as the next version only when it is accepted.
 */
export function UploadPanel({ processKey, baseVersion }: UploadPanelProps) {
  const t = useDesignerTexts();
  const client = useQueryClient();
  const [xml, setXml] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const read = async (file: File | undefined) => {
    setChecked(null);
    setXml(file && file.size <= MAX_FILE_BYTES ? await file.text() : null);
  };
  const check = async () => {
    if (!xml) return;
    setBusy(true);
    try {
      setChecked((await call(designerEndpoints.check, { body: { key: processKey, xml } })).data);
    } catch (error) {
      http.report(error);
    } finally {
      setBusy(false);
    }
  };
  const publish = async () => {
    if (!xml) return;
    try {
      const reply = await call(
        designerEndpoints.upload,
        { body: { key: processKey, xml, baseVersion } },
        { loading: true },
      );
      void showToast({ icon: 'success', content: t.published(reply.data.version) });
      setXml(null);
      setChecked(null);
      await invalidateEndpoints(client, DESIGNER_QUERIES);
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <section className={styles.card} aria-label={t.tabs.upload}>
      <p className={styles.blockTitle}>{t.uploadIntro}</p>
      <div className={styles.line}>
        <label>
          {t.chooseFile}
          <input
            type="file"
            accept=".bpmn,.xml,application/xml,text/xml"
            onChange={(e) => void read(e.target.files?.[0])}
          />
        </label>
        <Button size="small" disabled={!xml} loading={busy} onClick={() => void check()}>
          {t.check}
        </Button>
      </div>
      {checked && (
        <div aria-live="polite">
          <p className={styles.blockTitle}>{t.fileKey(checked.key)}</p>
          {checked.accepted ? (
            <p className={styles.ok}>{t.accepted}</p>
          ) : (
            <p role="alert" className={styles.alert}>
              {t.refused}
            </p>
          )}
          {checked.problems.length > 0 && (
            <ul className={styles.problems} aria-label={t.problems}>
              {checked.problems.map((p, i) => (
                <li key={i}>
                  <strong>
                    {p.element}
                    {p.type ? ` (${p.type})` : ''}
                  </strong>
                  : {p.message}
                </li>
              ))}
            </ul>
          )}
          {checked.accepted && (
            <div style={{ marginTop: 8 }}>
              <Button color="primary" size="small" onClick={() => void publish()}>
                {t.uploadPublish}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
