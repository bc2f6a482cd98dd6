import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import {
  syncClientEndpoints,
  type CreatedSyncClient,
  type SyncClientRow,
} from '@campus/contract/routes/api/admin/sync';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery, http, serverAddresses } from '../../../api/http';
import { confirm, showToast } from '../../../components/feedback';
import { useViewStore } from '../../../stores/view';
import { deskScreen } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { DeskTable } from '../desk/desk-table';
import { QueryBlock } from '../desk/query-block';
import { CopyButton } from './copy-button';
import { syncExample } from './example';
import own from './sync-page.module.css';
import { useSyncTexts } from './texts';

/**
 * Sync clients (/admin/sync, issue 28): the school data centre's clients, made with a name (the
 * secret shown that once, with a warning), revoked after a confirmation; and a worked example of
 * the token call and an upsert against this server.
 */
export const SyncPage = deskScreen(Sync);

function Sync() {
  const t = useSyncTexts();
  const [created, setCreated] = useState<CreatedSyncClient | null>(null);
  return (
    <>
      <p className={styles.intro}>{t.intro}</p>
      <div className={own.layout}>
        <div className={own.making}>
          <NewClient onCreated={setCreated} />
          {created && <CreatedSecret client={created} onDone={() => setCreated(null)} />}
        </div>
        <div className={own.list}>
          <Clients />
        </div>
        <div className={own.example}>
          <Example client={created ?? undefined} />
        </div>
      </div>
    </>
  );
}

const refreshed = [syncClientEndpoints.list, directoryEndpoints.summary];

function NewClient({ onCreated }: { onCreated: (client: CreatedSyncClient) => void }) {
  const t = useSyncTexts();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const made = await call(syncClientEndpoints.create, { body: { name } }, { loading: true });
      setName('');
      onCreated(made.data);
      await invalidateEndpoints(client, refreshed);
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <form className={`${styles.card} ${own.create}`} onSubmit={(e) => void create(e)} aria-label={t.create}>
      <label className={styles.field}>
        <span>{t.name}</span>
        <input
          required
          maxLength={100}
          placeholder={t.nameHint}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <Button type="submit" color="primary">
        {t.create}
      </Button>
    </form>
  );
}

/** The new client's id and secret, this once, with the warning that the secret is not kept. */
function CreatedSecret({ client, onDone }: { client: CreatedSyncClient; onDone: () => void }) {
  const t = useSyncTexts();
  return (
    <section className={styles.card} aria-label={t.createdTitle(client.name)}>
      <h2>{t.createdTitle(client.name)}</h2>
      <p className={own.warning} role="alert">
        {t.onceWarning}
      </p>
      {(
        [
          [t.clientId, client.id, 'client-id'],
          [t.secret, client.secret, 'client-secret'],
        ] as const
      ).map(([label, value, testId]) => (
        <div className={own.secret} key={testId}>
          <span className={styles.muted}>{label}</span>
          <div className={own.secretLine}>
            <code data-testid={testId}>{value}</code>
            <CopyButton text={value} label={label} />
          </div>
        </div>
      ))}
      <p>
        <Button size="small" color="primary" fill="outline" onClick={onDone}>
          {t.done}
        </Button>
      </p>
    </section>
  );
}

function Clients() {
  const t = useSyncTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const query = useQuery(endpointQuery(syncClientEndpoints.list));
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const revoke = async (row: SyncClientRow) => {
    if (!(await confirm({ content: t.revokeConfirm(row.name) }))) return;
    try {
      await call(syncClientEndpoints.revoke, { body: { id: row.id } }, { loading: true });
      void showToast({ icon: 'success', content: t.revokedToast });
      await invalidateEndpoints(client, refreshed);
    } catch (error) {
      http.report(error);
    }
  };
  return (
    <section className={styles.card} aria-label={t.clients}>
      <h2>{t.clients}</h2>
      <QueryBlock query={query} emptyText={t.empty} isEmpty={(data) => data.rows.length === 0}>
        {({ rows }) => (
          <DeskTable
            columns="minmax(160px, 1fr) 140px 180px 220px 80px"
            headers={[t.name, t.createdBy, t.createdAt, t.state, '']}
          >
            {rows.map((row) => (
              <div className={styles.row} role="row" key={row.id}>
                <span role="cell">{row.name}</span>
                <span role="cell" data-label={t.createdBy}>
                  {row.createdByName}
                </span>
                <span role="cell" className={styles.muted}>
                  {when.format(row.createdAt)}
                </span>
                <span role="cell" className={row.revokedAt === null ? undefined : styles.muted}>
                  {row.revokedAt === null ? t.active : t.revoked(when.format(row.revokedAt))}
                </span>
                <span role="cell">
                  {row.revokedAt === null && (
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      aria-label={`${t.revoke} ${row.name}`}
                      onClick={() => void revoke(row)}
                    >
                      {t.revoke}
                    </Button>
                  )}
                </span>
              </div>
            ))}
          </DeskTable>
        )}
      </QueryBlock>
    </section>
  );
}

/** The token call and one upsert, with curl, against this server. */
function Example({ client }: { client?: { id: string; secret: string } }) {
  const t = useSyncTexts();
  const { base, single } = serverAddresses.current();
  const example = syncExample({ origin: window.location.origin, base, single }, client);
  return (
    <section className={styles.card} aria-label={t.example}>
      <h2>{t.example}</h2>
      <p className={styles.muted}>{t.exampleIntro}</p>
      {(
        [
          [t.tokenStep, example.token],
          [t.upsertStep, example.upsert],
        ] as const
      ).map(([step, command]) => (
        <div className={own.secret} key={step}>
          <div className={own.secretLine}>
            <strong>{step}</strong>
            <CopyButton text={command} label={step} />
          </div>
          <code className={own.code}>{command}</code>
        </div>
      ))}
    </section>
  );
}
