import { ModuleState, type AffairDetail, type Language, type RequestStanding } from '@campus/contract';
import { inCharge, studentsInCharge } from '../../core/org/charge.js';
import { localizeForm, readableValues, visibleValues } from '../../engine/forms.js';
import { nodeOf } from '../../engine/model.js';
import { recordSummaries } from '../../engine/references.js';
import { actableTasksOf, canRead } from '../../engine/queries.js';
import { versionById } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { schoolDate } from '../../lib/school-date.js';
import { mayReview } from './audience.js';
import { scopeOf, type AffairsContext } from './context.js';
import { currentStepNames as currentNodeNames } from '../../engine/current-steps.js';
import { subjectIn } from '../../engine/subjects.js';
import type { LoadedModule } from './registry/registry.js';
import * as repo from './repo.js';
import { requestFigureNotes } from './system-fields.js';
import { affairRow, formValuesOf, starterOf } from './rows.js';

/**
 * Staff may read the requests of the students in their charge (a counsellor their classes, a
 * college its students, the office everyone: MODULES-RESEARCH §0.5), not only those they acted on.
 */
export async function staffInCharge(
  ctx: AffairsContext,
  caller: AuthContext,
  module: LoadedModule,
  starterId: string,
): Promise<boolean> {
  if (!mayReview(module.descriptor, caller)) return false;
  const charge = await studentsInCharge(ctx.db, caller.tenantId, caller, module.group.seesAllStudents);
  const found = await ctx.db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select('m.userId')
    .where('m.tenantId', '=', caller.tenantId)
    .where('m.userId', '=', starterId)
    .where(inCharge(charge, 'o.path'))
    .executeTakeFirst();
  return found !== undefined;
}

/** Whether the caller may read a request: the workflow's readers, or staff in charge of its student. */
export async function mayReadRequest(
  ctx: AffairsContext,
  caller: AuthContext,
  module: LoadedModule,
  request: { id: string; starterId: string; status: string },
): Promise<boolean> {
  if (await canRead(ctx.db, caller.tenantId, request.id, caller.userId, Date.now())) return true;
  return request.status !== 'draft' && (await staffInCharge(ctx, caller, module, request.starterId));
}

function standingOf(request: repo.RequestInstance): RequestStanding | null {
  // Only where there is something to say beyond the year (a batch, a result, publicity): a leave has none.
  if (
    request.batchId === null &&
    request.publicityEnd === null &&
    request.outcome === null &&
    request.amount === null
  )
    return null;
  return {
    batchId: request.batchId,
    batchName: request.batchName,
    academicYear: request.academicYear,
    outcome: request.outcome,
    amount: request.amount,
    publicityStart: request.publicityStart,
    publicityEnd: request.publicityEnd,
    openObjections: request.openObjections ?? 0,
  };
}

/**
 * One request as its module shows it, to whoever may read it; anyone else gets 6050103. The
 * values are those the caller's step may see: the open task's node for an approver, else what
 * a reader sees (the start form and every step's filled fields, engine/forms.ts readerPermissions).
 */
export async function requestDetail(
  ctx: AffairsContext,
  module: LoadedModule,
  caller: AuthContext,
  lang: Language,
  id: string,
): Promise<AffairDetail> {
  const { db } = ctx;
  const { descriptor, extension } = module;
  const now = Date.now();
  const request = await repo.requestById(db, caller.tenantId, [descriptor.processKey], id);
  // One the caller may not read answers as one that does not exist: probing ids tells nothing.
  if (!request || !(await mayReadRequest(ctx, caller, module, request)))
    throw new AppError(ModuleState.INSTANCE_NOT_FOUND);

  const [process, tasks, nodes, mobile] = await Promise.all([
    versionById(db, caller.tenantId, request.defId),
    actableTasksOf(db, caller.tenantId, id, caller.userId, now),
    currentNodeNames(db, [request], lang),
    db.selectFrom('appUser').select('mobile').where('id', '=', request.starterId).executeTakeFirst(),
  ]);
  const record = extension.records
    ? ((await extension.records(scopeOf(ctx, caller), [request])).get(id) ?? null)
    : null;
  const acting = tasks[0] ? nodeOf(process.graph, tasks[0].nodeId) : null;
  const isStarter = request.starterId === caller.userId;
  const running = request.status === 'running';
  const actions = [
    ...(isStarter && running ? ['urge', 'endProcess'] : []),
    ...(isStarter && running && request.version === request.submitVersion ? ['revoke'] : []),
    ...(extension.actions?.(caller, request, record, schoolDate(now)) ?? []),
  ];
  const { id: starterId, name, number, className } = starterOf(request);
  // An approver sees what their step may see; any other reader what readerPermissions allows.
  const values = acting
    ? visibleValues(process.form, acting, formValuesOf(request))
    : readableValues(process.form, process.graph, isStarter ? 'starter' : 'other', formValuesOf(request));
  const [[notes], references] = await Promise.all([
    requestFigureNotes(ctx, caller.tenantId, lang, [
      { module, studentId: starterId, academicYear: request.academicYear, values },
    ]),
    recordSummaries(db, process.form, values, { caller, lang, instanceId: id }),
  ]);
  return {
    row: affairRow(
      { ...request, subject: subjectIn(request, lang) },
      descriptor.key,
      isStarter ? descriptor.lists.mine : descriptor.lists.review,
      nodes.get(id) ?? null,
      record,
    ),
    form: localizeForm(process.form, lang),
    values,
    starter: { id: starterId, name, number, className, mobile: mobile?.mobile ?? null },
    record: record as Record<string, unknown> | null,
    standing: standingOf(request),
    actions,
    taskId: tasks[0]?.id ?? null,
    figureNotes: notes,
    references,
  };
}

/**
 * A request of any of the group's modules, for a link that names only the id (the SPEC's
 * `leave/detail?id=`): the module is the one whose process the instance runs. An id of another
 * group, or of no request, answers 6050103 like the module's own detail.
 */
export async function groupRequestDetail(
  ctx: AffairsContext,
  groupKey: string,
  caller: AuthContext,
  lang: Language,
  id: string,
): Promise<AffairDetail> {
  const modules = ctx.registry.modulesOf(groupKey);
  // A group without requests (fees, onboarding) holds none; `in ()` is no SQL PostgreSQL takes.
  if (modules.length === 0) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
  const found = await ctx.db
    .selectFrom('bpmInstance')
    .select('defKey')
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', id)
    .where(
      'defKey',
      'in',
      modules.map((m) => m.descriptor.processKey),
    )
    .executeTakeFirst();
  const module = modules.find((m) => m.descriptor.processKey === found?.defKey);
  if (!module) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
  return requestDetail(ctx, module, caller, lang, id);
}
