import { ModuleState, type Language, type ListQuery, type ListReply } from '@campus/contract';
import type { StartRequest } from '@campus/contract/api/bpm/initiated';
import { memberProfile, type MemberProfile } from '../../../core/org/profile.js';
import { graphOf } from '../../../engine/cache.js';
import { editableValues, type FormValues } from '../../../engine/forms.js';
import { nameIn, nodeOf } from '../../../engine/model.js';
import { currentStepNames } from '../../../engine/current-steps.js';
import { inReaderLanguage } from '../../../engine/reader-rows.js';
import { submitRequest } from '../../../engine/requests.js';
import { subjectIn } from '../../../engine/subjects.js';
import { endInstance } from '../../../engine/runtime/commands/end.js';
import { withdrawInstance } from '../../../engine/runtime/commands/revoke.js';
import { findInstance, suspendedError } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import { startableVersion, versionById } from '../../../engine/versions.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import type { BpmInstance } from '../../../db/schema.js';
import { textIn } from '../../../lib/localized-name.js';
import { knownInstance } from '../shared/access.js';
import { formView, withReferences, type FormView } from '../shared/form-view.js';
import { markCopiesRead, type Db } from '../shared/repo.js';
import * as repo from './repo.js';

/** The starter's side of the BPM API: catalogue, favourites, start form, start, drafts, own requests. */

/** A start or a draft as its declaration reads it (contract api/bpm/initiated.ts). */
export type { StartRequest } from '@campus/contract/api/bpm/initiated';

/**
 * The catalogue in the reader's language: each process's name from its BPMN (names per language),
 * its description and category as the app wrote them in every language (issue 17 item 8).
 */
async function inLanguage(db: Db, reply: ListReply<repo.ProcessRow>, lang: Language) {
  const rows = await Promise.all(
    reply.dataResult.map(async ({ descriptions, typeNames, ...row }) => ({
      ...row,
      name: nameIn(await graphOf(db, row), lang),
      description: row.description === null ? null : textIn(descriptions, row.description, lang),
      typeName: row.typeName === null ? null : textIn(typeNames, row.typeName, lang),
    })),
  );
  return { ...reply, dataResult: rows };
}

async function starterOf(db: Db, auth: AuthContext): Promise<MemberProfile> {
  const profile = await memberProfile(db, auth.tenantId, auth.userId);
  if (!profile) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  return profile;
}

function refuseNodeUsers(nodeUsers: unknown[]): void {
  if (nodeUsers.length)
    throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'bpm.nodeUsersUnsupported' });
}

export function createInitiatedService(db: Db) {
  /** A draft of the caller's, for reopening, submitting or saving over. */
  async function ownDraft(tx: Db, auth: AuthContext, id: string) {
    const draft = await findInstance(tx, auth.tenantId, id);
    if (!draft || draft.starterId !== auth.userId || draft.status !== 'draft')
      throw new AppError(ModuleState.DRAFT_NOT_FOUND);
    return draft;
  }

  async function submit(auth: AuthContext, input: StartRequest, asDraft: boolean) {
    refuseNodeUsers(input.nodeUsers);
    const starter = await starterOf(db, auth);
    return runCommand(db, auth, async (ctx) => {
      const draft = input.proInstId ? await ownDraft(ctx.db, auth, input.proInstId) : undefined;
      const defId = draft?.defId ?? input.defId;
      if (!defId) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
      const process = await startableVersion(ctx.db, auth.tenantId, defId);
      return submitRequest(ctx, { process, starter, submitted: input.data, draft, asDraft });
    });
  }

  /**
   * A request of the caller's own; those who take part in it get "not allowed", anyone else "not
   * found", as for an id that does not exist (shared/access.ts knownInstance).
   */
  async function ownInstance(tx: Db, auth: AuthContext, id: string) {
    const instance = await knownInstance(tx, auth, id, Date.now());
    if (instance.starterId === auth.userId) return instance;
    throw new AppError(ModuleState.ACTION_NOT_ALLOWED);
  }

  /** The read-only view of a request, for a reader (a copy recipient's copy counts as read). */
  async function instanceView(auth: AuthContext, lang: Language, instance: BpmInstance): Promise<FormView> {
    await markCopiesRead(db, instance.id, auth.userId, Date.now());
    const process = await versionById(db, auth.tenantId, instance.defId);
    const start = nodeOf(process.graph, process.graph.startId);
    const isStarter = instance.starterId === auth.userId;
    const running = instance.status === 'running';
    const buttons = [
      ...(isStarter && running ? ['urge', 'endProcess'] : []),
      ...(isStarter && running && instance.version === instance.submitVersion ? ['revoke'] : []),
      // Copying means picking colleagues, and the people pickers (platform selector) serve staff.
      ...(running && auth.kind === 'staff' ? ['copyTo'] : []),
    ];
    const view = formView(lang, process, start, JSON.parse(instance.data) as FormValues, {
      buttons,
      readOnly: true,
      asReader: isStarter ? 'starter' : 'other',
      attributes: {
        proInstId: instance.id,
        subject: subjectIn(instance, lang),
        status: instance.status,
        result: instance.result,
        starterName: instance.starterName,
        createTime: instance.createdAt,
        endTime: instance.endedAt,
      },
    });
    return withReferences(db, auth, lang, instance.id, view);
  }

  return {
    newProcesses: async (auth: AuthContext, query: ListQuery, lang: Language) =>
      inLanguage(db, await repo.newProcesses(db, auth, query), lang),
    favorited: async (auth: AuthContext, query: ListQuery, lang: Language) =>
      inLanguage(db, await repo.favoritedProcesses(db, auth, query), lang),

    async setFavorites(auth: AuthContext, defIds: string[], favourite: boolean) {
      const keys = await repo.definitionKeys(db, auth.tenantId, defIds);
      if (keys.length === 0) throw new AppError(ModuleState.PROCESS_NOT_FOUND);
      if (favourite) await repo.addFavorites(db, auth.tenantId, auth.userId, keys, Date.now());
      else await repo.removeFavorites(db, auth.tenantId, auth.userId, keys);
      return keys.length;
    },

    /**
     * The start form (defId), a draft reopened (proInstId of a draft), a new request copied from
     * an earlier one (proInstId + copy), or the read-only view of a submitted request.
     */
    async formData(
      auth: AuthContext,
      lang: Language,
      input: { defId?: string; proInstId?: string; copy: boolean },
    ): Promise<FormView> {
      if (!input.proInstId) {
        const process = await startableVersion(db, auth.tenantId, input.defId!);
        const start = nodeOf(process.graph, process.graph.startId);
        return formView(lang, process, start, {}, { buttons: ['start', 'save'], attributes: {} });
      }
      const draft = await findInstance(db, auth.tenantId, input.proInstId);
      if (draft?.status === 'draft' && draft.starterId === auth.userId) {
        const process = await startableVersion(db, auth.tenantId, draft.defId);
        const start = nodeOf(process.graph, process.graph.startId);
        return formView(lang, process, start, JSON.parse(draft.data) as FormValues, {
          buttons: ['start', 'save'],
          attributes: { proInstId: draft.id },
        });
      }
      // Someone else's draft, a request the caller may not read and an unknown id answer alike.
      const instance = await knownInstance(db, auth, input.proInstId, Date.now());
      const values = JSON.parse(instance.data) as FormValues;
      if (input.copy) {
        const process = await startableVersion(db, auth.tenantId, instance.defId);
        const start = nodeOf(process.graph, process.graph.startId);
        const copied = editableValues(process.form, start, values);
        return formView(lang, process, start, copied, { buttons: ['start', 'save'], attributes: {} });
      }
      return instanceView(auth, lang, instance);
    },

    /**
     * The platform's instance form (`/instance/instFormInfo?instId=`), which scripts read after
     * starting a request: the read-only view of getFormData with `boData` as a JSON string, as
     * the platform sends it. The same readers, the same refusals.
     */
    async instFormInfo(auth: AuthContext, lang: Language, instId: string) {
      const instance = await knownInstance(db, auth, instId, Date.now());
      const view = await instanceView(auth, lang, instance);
      return { ...view, boData: JSON.stringify(view.boData) };
    },

    start: (auth: AuthContext, input: StartRequest) => submit(auth, input, false),
    saveDraft: (auth: AuthContext, input: StartRequest) => submit(auth, input, true),

    drafts: async (auth: AuthContext, lang: Language, query: ListQuery) => {
      const list = await repo.drafts(db, auth, query);
      return { ...list, dataResult: await inReaderLanguage(db, list.dataResult, lang) };
    },
    removeDrafts: (auth: AuthContext, ids: string[]) =>
      db.transaction().execute((trx) => repo.deleteDrafts(trx, auth.tenantId, auth.userId, ids)),

    async requested(auth: AuthContext, lang: Language, query: ListQuery, finishedOnly: boolean) {
      const list = await (finishedOnly ? repo.completed : repo.requested)(db, auth, query);
      const nodes = await currentStepNames(
        db,
        list.dataResult.map((r) => ({ id: r.id, defId: r.procDefId, defVersion: r.procDefVersion })),
        lang,
      );
      const rows = await inReaderLanguage(db, list.dataResult, lang);
      return { ...list, dataResult: rows.map((row) => ({ ...row, curNode: nodes.get(row.id) ?? '' })) };
    },

    /** The starter withdraws a request no approver has acted on: it becomes a draft again. */
    withdraw: (auth: AuthContext, instId: string, opinion: string | null) =>
      runCommand(db, auth, async (ctx) => {
        const instance = await ownInstance(ctx.db, auth, instId);
        const process = await versionById(ctx.db, auth.tenantId, instance.defId);
        return withdrawInstance(ctx, { instance, graph: process.graph, opinion });
      }),

    /** The starter calls off their own running request. */
    endOwn: (auth: AuthContext, instId: string, reason: string | null) =>
      runCommand(db, auth, async (ctx) => {
        const instance = await ownInstance(ctx.db, auth, instId);
        if (instance.status === 'suspend') throw suspendedError();
        if (instance.status !== 'running') throw new AppError(ModuleState.ACTION_NOT_ALLOWED);
        const process = await versionById(ctx.db, auth.tenantId, instance.defId);
        return endInstance(ctx, { instance, graph: process.graph, task: null, reason, onBehalfOf: null });
      }),
  };
}

export type InitiatedService = ReturnType<typeof createInitiatedService>;
