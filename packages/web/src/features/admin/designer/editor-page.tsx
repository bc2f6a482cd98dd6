import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { designerEndpoints } from '@campus/contract/routes/api/admin/designer';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../../api/core/failure-text';
import { invalidateEndpoints } from '../../../api/endpoint-call';
import { call, endpointQuery } from '../../../api/http';
import { showToast } from '../../../components/feedback';
import { useViewStore } from '../../../stores/view';
import { deskScreen } from '../desk/admin-desk';
import desk from '../desk/desk.module.css';
import { QueryBlock } from '../desk/query-block';
import type { Directory } from './approver-picker';
import styles from './designer.module.css';
import { DiagramTab } from './diagram-tab';
import { addStep, changed, fieldLabel, moveStep, removeStep, updateStep, type Draft } from './draft';
import { FormTab } from './form-tab';
import { DESIGNER_STEPS_MAX } from '@campus/contract/api/admin/designer-values';
import { PreviewPanel } from './preview-panel';
import { StepCard } from './step-card';
import { useDesignerTexts, type DesignerTab } from './texts';
import type { Opened } from './types';
import { UploadPanel } from './upload-panel';
import { useLeaveGuard } from './use-leave-guard';
import { DESIGNER_QUERIES, VersionsPanel } from './versions-panel';

/**
 * One process in the chain designer (/admin/designer/:key, issue 29): its steps as cards, its
 * form, the BPMN it makes, a preview of a request's route, publishing as a new version, the
 * versions with a restore, and a BPMN file's upload. A process that is not a chain offers only
 * the versions and the upload, and says why.
 */
export const EditorPage = deskScreen(Editor);

const CHAIN_TABS: readonly DesignerTab[] = ['chain', 'form', 'diagram', 'preview', 'versions', 'upload'];
const OTHER_TABS: readonly DesignerTab[] = ['versions', 'upload'];

function Editor() {
  const t = useDesignerTexts();
  const key = useParams().key ?? '';
  const query = useQuery({
    ...endpointQuery(designerEndpoints.open, { query: { key } }),
    // The draft is made from this reply: it changes only when asked (a publish, a restore, a reload).
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const [tab, setTab] = useState<DesignerTab>('chain');
  return (
    <>
      <Link className={styles.back} to="/admin/designer">
        ‹ {t.back}
      </Link>
      <QueryBlock query={query} emptyText="" isEmpty={() => false}>
        {(opened) => {
          const tabs = opened.draft ? CHAIN_TABS : OTHER_TABS;
          const current = tabs.includes(tab) ? tab : tabs[0]!;
          const bar = (
            <div className={styles.tabs} role="tablist" aria-label={opened.process.name}>
              {tabs.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={name === current}
                  onClick={() => setTab(name)}
                >
                  {t.tabs[name]}
                </button>
              ))}
            </div>
          );
          return (
            <>
              <h2 className={styles.title}>
                {opened.process.name}{' '}
                <span className={desk.muted}>
                  {t.version} {opened.process.version}
                </span>
              </h2>
              {opened.draft ? (
                <ChainEditor
                  key={opened.process.version}
                  opened={opened}
                  draft={opened.draft}
                  tab={current}
                  tabBar={bar}
                  reload={() => void query.refetch()}
                />
              ) : (
                <>
                  <p role="note" className={styles.alert}>
                    {t.otherShape} {opened.shapeReason}
                  </p>
                  {bar}
                  <div role="tabpanel" style={{ marginTop: 12 }}>
                    {current === 'versions' ? (
                      <VersionsPanel processKey={key} baseVersion={opened.process.version} dirty={false} />
                    ) : (
                      <UploadPanel processKey={key} baseVersion={opened.process.version} />
                    )}
                  </div>
                </>
              )}
            </>
          );
        }}
      </QueryBlock>
    </>
  );
}

/** A value that settles: the latest one once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface ChainEditorProps {
  opened: Opened;
  draft: Draft;
  tab: DesignerTab;
  tabBar: ReactNode;
  reload: () => void;
}

function ChainEditor({ opened, draft: openedDraft, tab, tabBar, reload }: ChainEditorProps) {
  const t = useDesignerTexts();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(openedDraft);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const dirty = changed(draft, openedDraft);
  const baseVersion = opened.process.version;
  useLeaveGuard(dirty, { question: t.leaveConfirm, leave: t.confirm, stay: t.cancel });

  const directory = useDirectory();
  // The draft's BPMN and its problems, checked once the editing pauses.
  const settled = useSettled(draft, 600);
  const compiled = useQuery({
    ...endpointQuery(designerEndpoints.compile, { body: { draft: settled } }),
    staleTime: Infinity,
  }).data;
  const problems = compiled?.problems ?? [];
  const elementName = useCallback(
    (element: string) => {
      const step = draft.steps.find((s) => s.id === element);
      if (step) return step.name[language] || step.name['zh-CN'];
      const field = draft.fields.find((f) => f.key === element);
      return field ? fieldLabel(field, language) : element;
    },
    [draft, language],
  );

  const publish = async () => {
    setPublishing(true);
    setFailure(null);
    try {
      const reply = await call(
        designerEndpoints.publish,
        { body: { draft, baseVersion, comment: note.trim() || undefined } },
        { loading: true },
      );
      void showToast({ icon: 'success', content: t.published(reply.data.version) });
      // The new version is opened afresh (this editor is keyed by the version it was made from).
      await invalidateEndpoints(client, DESIGNER_QUERIES);
    } catch (error) {
      // The draft stays; if someone else published meanwhile, say so and offer to reload.
      setFailure(`${t.publishFailed} ${failureText(error, language).text}`);
      const versions = await call(designerEndpoints.versions, { query: { key: draft.processKey } }).catch(
        () => null,
      );
      const main = versions?.data.find((v) => v.main)?.version;
      if (main !== undefined && main > baseVersion) setStale(main);
    } finally {
      setPublishing(false);
    }
  };

  return (
    <>
      <div className={styles.bar} role="group" aria-label={t.publish}>
        <label>
          {t.note}
          <input
            className={styles.input}
            maxLength={200}
            placeholder={t.noteHint}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {dirty && <span className={styles.dirty}>● {t.unsaved}</span>}
        <Button
          color="primary"
          disabled={!dirty || stale !== null}
          loading={publishing}
          onClick={() => void publish()}
        >
          {t.publish}
        </Button>
      </div>
      {failure && (
        <div role="alert" className={styles.alert}>
          {stale !== null ? t.stale(stale) : failure}{' '}
          {stale !== null && (
            <Button size="mini" onClick={reload}>
              {t.reload}
            </Button>
          )}
        </div>
      )}
      {tabBar}
      <div role="tabpanel">
        {tab === 'chain' && (
          <>
            {draft.steps.map((step, index) => (
              <StepCard
                key={step.id}
                step={step}
                index={index}
                count={draft.steps.length}
                fields={draft.fields}
                starterFields={opened.starterFields}
                directory={directory}
                problems={problems.filter((p) => p.element === step.id)}
                onChange={(next) => setDraft((d) => updateStep(d, index, () => next))}
                onMove={(delta) => setDraft((d) => moveStep(d, index, delta))}
                onRemove={() => setDraft((d) => removeStep(d, index))}
              />
            ))}
            {draft.steps.length < DESIGNER_STEPS_MAX && (
              <div style={{ marginTop: 12 }}>
                <Button onClick={() => setDraft((d) => addStep(d, t.newStepName))}>+ {t.addStep}</Button>
              </div>
            )}
          </>
        )}
        {tab === 'form' && (
          <FormTab draft={draft} locked={opened.locked} problems={problems} onChange={setDraft} />
        )}
        {tab === 'diagram' && <DiagramTab compiled={compiled} xml={opened.xml} elementName={elementName} />}
        {tab === 'preview' && <PreviewPanel draft={draft} />}
        {tab === 'versions' && (
          <VersionsPanel processKey={draft.processKey} baseVersion={baseVersion} dirty={dirty} />
        )}
        {tab === 'upload' && <UploadPanel processKey={draft.processKey} baseVersion={baseVersion} />}
      </div>
    </>
  );
}

/** The school's roles and units (an approver's choices), and the names of people picked here. */
const NONE: [] = [];

function useDirectory(): Directory {
  const roles = useQuery(endpointQuery(directoryEndpoints.roles)).data ?? NONE;
  const orgs = useQuery(endpointQuery(directoryEndpoints.orgTree)).data ?? NONE;
  const [people, setPeople] = useState<ReadonlyMap<string, string>>(new Map());
  const rememberPerson = useCallback(
    (account: string, name: string) => setPeople((known) => new Map(known).set(account, name)),
    [],
  );
  return useMemo(
    () => ({
      roles,
      orgs,
      names: {
        roles: new Map(roles.map((r) => [r.code, r.name])),
        orgs: new Map(orgs.map((o) => [o.code, o.name])),
        people,
      },
      rememberPerson,
    }),
    [roles, orgs, people, rememberPerson],
  );
}
