import {
  HttpState,
  localize,
  ModuleState,
  validateForm,
  type FormDefinition,
  type Language,
  type LocalizedText,
} from '@campus/contract';
import type { designerEndpoints } from '@campus/contract/api/admin/designer';
import type { DesignerDraft } from '@campus/contract/api/admin/designer-model';
import type { EndpointArgs, EndpointReply } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { ChangeContext } from '../../../core/change-log/context.js';
import { recordChange } from '../../../core/change-log/record.js';
import { memberProfile } from '../../../core/org/profile.js';
import type { BpmDefinition, DB } from '../../../db/schema.js';
import { compileProcess } from '../../../engine/compile/compile.js';
import { DefinitionError } from '../../../engine/compile/errors.js';
import { parseBpmn } from '../../../engine/compile/parse.js';
import { deployProcess } from '../../../engine/deploy.js';
import { parseFormDefinition } from '../../../engine/forms.js';
import { nameIn, type ProcessGraph } from '../../../engine/model.js';
import { approvalRoute } from '../../../engine/route.js';
import { resolveAssignees } from '../../../engine/runtime/assign.js';
import { mainDefinition } from '../../../engine/versions.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { schoolDate } from '../../../lib/school-date.js';
import type { AffairRegistry } from '../../affairs/registry/registry.js';
import { checkDraft, formOfDraft, STARTER_FIELDS, type DraftContext, type Problem } from './draft-check.js';
import { bpmnToDraft } from './from-bpmn.js';
import { lockedFields } from './locked-fields.js';
import { unsupportedElements } from './scan.js';
import { say } from './texts.js';

type Db = Kysely<DB>;
type Endpoints = typeof designerEndpoints;
type Reply<K extends keyof Endpoints> = EndpointReply<Endpoints[K]>;
type Body<K extends keyof Endpoints> = EndpointArgs<Endpoints[K]>['body'];

const EMPTY_FORM: FormDefinition = { key: '', name: '', fields: [] };

/** A refusal naming each problem's element (a step, a field, a BPMN element), never a 500. */
function refuseProblems(problems: Problem[]): never {
  throw new AppError(HttpState.BAD_REQUEST, {
    fields: problems.map((p) => ({
      field: p.element,
      label: p.element,
      message: 'designer.problem',
      params: { text: p.message },
    })),
    variables: { problems },
  });
}

function notFound(field: string): never {
  throw new AppError(ModuleState.PROCESS_NOT_FOUND, {
    fields: [{ field, message: 'validation.oneOf' }],
  });
}

async function formOf(db: Db, formDefId: string | null): Promise<FormDefinition> {
  if (!formDefId) return EMPTY_FORM;
  const row = await db
    .selectFrom('formDef')
    .select('definition')
    .where('id', '=', formDefId)
    .executeTakeFirst();
  return row ? parseFormDefinition(row.definition) : EMPTY_FORM;
}

const stepNames = (graph: ProcessGraph) =>
  [...graph.nodes.values()]
    .filter((n) => n.kind === 'userTask')
    .map((n) => n.name)
    .join(' -> ');

export function createDesignerService(db: Db, registry: AffairRegistry) {
  const maintained = new Set(
    registry.groups
      .flatMap((g) => g.dictionaries ?? [])
      .filter((d) => d.maintained)
      .map((d) => d.typeKey),
  );

  async function current(
    tenantId: string,
    key: string,
    field = 'key',
  ): Promise<{ main: BpmDefinition; form: FormDefinition }> {
    const main = await mainDefinition(db, tenantId, key);
    if (!main || main.status !== 'deploy') notFound(field);
    return { main, form: await formOf(db, main.formDefId) };
  }

  /** What a draft of the process is checked against: its current form, its locked fields, its texts. */
  async function contextOf(tenantId: string, key: string, lang: Language) {
    const { main, form } = await current(tenantId, key, 'draft.processKey');
    const read = await bpmnToDraft(main.xml, form, lang);
    const module = registry.byProcess(key);
    const graph = read.graph ?? (await compileProcess(main.xml));
    const locked = module
      ? lockedFields(module.descriptor, form, graph.subject, lang)
      : new Map<string, string>();
    const shippedStart = module
      ? (() => {
          const start = module.graph.nodes.get(module.graph.startId);
          return start?.kind === 'startEvent' ? start.fields : {};
        })()
      : {};
    const texts = read.texts ?? {
      name: graph.name,
      names: graph.names,
      subject: graph.subject,
      subjects: graph.subjects,
      listed: graph.listed,
      startName: '提交申请',
      startNames: {},
      endName: '完成',
      endNames: {},
    };
    const context: DraftContext = { form, locked, shippedStart, texts, lang };
    return { main, form, read, module, graph, context };
  }

  function describe(
    definition: BpmDefinition,
    graph: ProcessGraph | null,
    shape: 'chain' | 'other',
    lang: Language,
  ) {
    const module = registry.byProcess(definition.key);
    const group = module ? registry.group(module.descriptor.group) : undefined;
    return {
      key: definition.key,
      name: graph ? nameIn(graph, lang) : definition.name,
      group: group ? localize(group.title, lang) : null,
      module: module ? localize(module.descriptor.title, lang) : null,
      version: definition.version,
      publishedAt: new Date(definition.createdAt).toISOString(),
      shape,
    };
  }

  /**
   * Publishes a new version in one transaction: refused when `baseVersion` is no longer the
   * current one (the claim below holds the current row, so two publishes over the same version
   * cannot both pass), then deployed by the engine and written to the change log.
   */
  async function publishVersion(
    change: ChangeContext,
    input: {
      key: string;
      baseVersion: number;
      xml: string;
      form: unknown;
      origin: 'designer' | 'upload' | 'restore';
      comment?: string | undefined;
      chain: string;
    },
  ): Promise<Reply<'publish'>> {
    return db.transaction().execute(async (trx) => {
      const main = await mainDefinition(trx, change.tenantId, input.key);
      if (!main) notFound('key');
      const claimed = await trx
        .updateTable('bpmDefinition')
        .set({ isMain: 'Y' })
        .where('id', '=', main.id)
        .where('isMain', '=', 'Y')
        .where('version', '=', input.baseVersion)
        .executeTakeFirst();
      if (main.version !== input.baseVersion || Number(claimed.numUpdatedRows) === 0) {
        throw new AppError(ModuleState.PROCESS_VERSION_STALE, {
          key: 'designer.stale',
          params: { version: main.version },
          fields: [{ field: 'baseVersion', message: 'designer.stale', params: { version: main.version } }],
        });
      }
      const description: LocalizedText | null = main.descriptions
        ? (JSON.parse(main.descriptions) as LocalizedText)
        : main.description;
      const before = await compileProcess(main.xml);
      const created = await deployProcess(trx, {
        tenantId: change.tenantId,
        xml: input.xml,
        typeId: main.typeId,
        description,
        form: input.form,
        createdBy: change.actorId,
        maintainedDictionaries: maintained,
        origin: input.origin,
        comment: input.comment?.trim() || null,
      });
      await recordChange(trx, change, {
        kind: 'process',
        objectId: input.key,
        label: main.name,
        action: 'update',
        before: { version: main.version, chain: stepNames(before) },
        after: {
          version: created.version,
          chain: input.chain,
          origin: input.origin,
          comment: input.comment ?? null,
        },
      });
      return { key: created.key, version: created.version };
    });
  }

  return {
    async processes(me: AuthContext, lang: Language): Promise<Reply<'processes'>> {
      const rows = await db
        .selectFrom('bpmDefinition')
        .selectAll()
        .where('tenantId', '=', me.tenantId)
        .where('isMain', '=', 'Y')
        .where('status', '=', 'deploy')
        .orderBy('key')
        .execute();
      const out: Reply<'processes'> = [];
      for (const row of rows) {
        const read = await bpmnToDraft(row.xml, await formOf(db, row.formDefId), lang);
        out.push(describe(row, read.graph, read.shape, lang));
      }
      return out;
    },

    async open(me: AuthContext, lang: Language, key: string): Promise<Reply<'open'>> {
      const { main, read, context, graph } = await contextOf(me.tenantId, key, lang).catch(
        (error: unknown) => {
          if (error instanceof AppError) notFound('key');
          throw error;
        },
      );
      return {
        process: describe(main, graph, read.shape, lang),
        draft: read.shape === 'chain' ? read.draft : null,
        shapeReason: read.shape === 'other' ? read.reason : null,
        xml: main.xml,
        locked: [...context.locked].map(([field, reason]) => ({ key: field, reason })),
        starterFields: STARTER_FIELDS.map((f) => ({ key: f.key, label: f.label[lang] })),
      };
    },

    async compile(me: AuthContext, lang: Language, draft: DesignerDraft): Promise<Reply<'compile'>> {
      const { context } = await contextOf(me.tenantId, draft.processKey, lang);
      return checkDraft(draft, context);
    },

    async preview(me: AuthContext, lang: Language, body: Body<'preview'>): Promise<Reply<'preview'>> {
      const { draft } = body;
      const { context } = await contextOf(me.tenantId, draft.processKey, lang);
      const checked = await checkDraft(draft, context);
      if (checked.problems.length) refuseProblems(checked.problems);
      const user = await db
        .selectFrom('appUser as u')
        .innerJoin('tenantMember as m', 'm.userId', 'u.id')
        .select('u.id')
        .where('m.tenantId', '=', me.tenantId)
        .where('u.account', '=', body.applicant.toLowerCase())
        .executeTakeFirst();
      const starter = user ? await memberProfile(db, me.tenantId, user.id) : undefined;
      if (!starter) {
        throw new AppError(HttpState.BAD_REQUEST, {
          fields: [
            { field: 'applicant', message: 'designer.problem', params: { text: say(lang, 'notMember') } },
          ],
        });
      }
      const graph = await compileProcess(checked.xml);
      const form = parseFormDefinition(formOfDraft(draft, context.form));
      // Computed fields (the leave's days from its period) are worked out as the engine does.
      const { values } = validateForm(form, (body.values ?? {}) as Record<string, unknown>, {
        today: schoolDate(Date.now()),
      });
      const onRoute = new Set(approvalRoute(graph, starter, values).map((s) => s.node.id));
      const steps: Reply<'preview'>['steps'] = [];
      for (const step of draft.steps) {
        const name = localize(step.name, lang);
        const node = graph.nodes.get(step.id);
        if (!onRoute.has(step.id) || node?.kind !== 'userTask') {
          steps.push({ id: step.id, name, applies: false, approvers: [], note: say(lang, 'skipped') });
          continue;
        }
        const people = await resolveAssignees(db, me.tenantId, node.assignment, starter, values);
        const accounts = people.length
          ? await db
              .selectFrom('appUser')
              .select(['id', 'account'])
              .where(
                'id',
                'in',
                people.map((p) => p.id),
              )
              .execute()
          : [];
        const accountOf = new Map(accounts.map((a) => [a.id, a.account]));
        steps.push({
          id: step.id,
          name,
          applies: true,
          approvers: people.map((p) => ({ account: accountOf.get(p.id) ?? '', name: p.name })),
          note: people.length ? null : say(lang, 'nobody'),
        });
      }
      const summary = steps
        .filter((s) => s.applies)
        .map((s) => (s.approvers.length ? s.approvers.map((a) => a.name).join('、') : `${s.name}(?)`))
        .join(' -> ');
      return { steps, summary };
    },

    async publish(me: AuthContext, change: ChangeContext, lang: Language, body: Body<'publish'>) {
      const { draft } = body;
      const { context } = await contextOf(me.tenantId, draft.processKey, lang);
      const checked = await checkDraft(draft, context);
      if (checked.problems.length) refuseProblems(checked.problems);
      return publishVersion(change, {
        key: draft.processKey,
        baseVersion: body.baseVersion,
        xml: checked.xml,
        form: formOfDraft(draft, context.form),
        origin: 'designer',
        comment: body.comment,
        chain: draft.steps.map((s) => s.name['zh-CN']).join(' -> '),
      });
    },

    async versions(me: AuthContext, key: string): Promise<Reply<'versions'>> {
      await current(me.tenantId, key);
      const rows = await db
        .selectFrom('bpmDefinition as d')
        .leftJoin('appUser as u', 'u.id', 'd.createdBy')
        .select([
          'd.id',
          'd.version',
          'd.isMain',
          'd.createdAt',
          'd.createdBy',
          'd.origin',
          'd.comment',
          'u.fullname',
        ])
        .select((eb) =>
          eb
            .selectFrom('bpmInstance as i')
            .select((c) => c.fn.countAll<number>().as('n'))
            .whereRef('i.defId', '=', 'd.id')
            .where('i.tenantId', '=', me.tenantId)
            .where('i.status', 'in', ['running', 'suspend'])
            .as('running'),
        )
        .where('d.tenantId', '=', me.tenantId)
        .where('d.key', '=', key)
        .orderBy('d.version', 'desc')
        .execute();
      return rows.map((r) => ({
        version: r.version,
        main: r.isMain === 'Y',
        publishedAt: new Date(r.createdAt).toISOString(),
        publishedBy: r.createdBy ? (r.fullname ?? null) : null,
        origin: (r.origin ?? (r.createdBy ? 'deploy' : 'seed')) as Reply<'versions'>[number]['origin'],
        comment: r.comment,
        running: Number(r.running ?? 0),
      }));
    },

    async restore(me: AuthContext, change: ChangeContext, body: Body<'restore'>) {
      await current(me.tenantId, body.key);
      const old = await db
        .selectFrom('bpmDefinition')
        .selectAll()
        .where('tenantId', '=', me.tenantId)
        .where('key', '=', body.key)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (!old) notFound('version');
      const form = await formOf(db, old.formDefId);
      return publishVersion(change, {
        key: body.key,
        baseVersion: body.baseVersion,
        xml: old.xml,
        form: old.formDefId ? form : undefined,
        origin: 'restore',
        comment: body.comment,
        chain: stepNames(await compileProcess(old.xml)),
      });
    },

    async check(me: AuthContext, lang: Language, key: string, xml: string): Promise<Reply<'check'>> {
      await current(me.tenantId, key);
      let fileKey: string | null = null;
      const problems: Problem[] = [];
      try {
        const definitions = await parseBpmn(xml);
        const processes = (
          (definitions.rootElements as { $type: string; id?: string }[] | undefined) ?? []
        ).filter((e) => e.$type === 'bpmn:Process');
        fileKey = processes[0]?.id ?? null;
        problems.push(...unsupportedElements(definitions, lang));
        if (fileKey !== null && fileKey !== key)
          problems.push({
            element: fileKey,
            type: 'bpmn:Process',
            message: say(lang, 'keyMismatch', { element: fileKey, key }),
          });
      } catch (error) {
        if (!(error instanceof DefinitionError)) throw error;
      }
      try {
        await compileProcess(xml);
      } catch (error) {
        if (!(error instanceof DefinitionError)) throw error;
        const named = new Set(problems.map((p) => p.element));
        for (const p of error.problems) {
          if (p.elementId && named.has(p.elementId)) continue;
          problems.push({ element: p.elementId ?? key, type: null, message: p.message });
        }
      }
      return { key: fileKey, accepted: problems.length === 0, problems };
    },

    async upload(me: AuthContext, change: ChangeContext, lang: Language, body: Body<'upload'>) {
      const checked = await this.check(me, lang, body.key, body.xml);
      if (!checked.accepted) {
        const first = checked.problems[0]!;
        throw new AppError(ModuleState.PROCESS_INVALID, {
          key: 'bpm.invalidDefinition',
          params: { element: first.element },
          cause: checked.problems.map((p) => `${p.element}: ${p.message}`).join('; '),
          variables: { problems: checked.problems },
        });
      }
      const { main, form } = await current(me.tenantId, body.key);
      return publishVersion(change, {
        key: body.key,
        baseVersion: body.baseVersion,
        xml: body.xml,
        form: main.formDefId ? form : undefined,
        origin: 'upload',
        comment: body.comment,
        chain: stepNames(await compileProcess(body.xml)),
      });
    },
  };
}

export type DesignerService = ReturnType<typeof createDesignerService>;
