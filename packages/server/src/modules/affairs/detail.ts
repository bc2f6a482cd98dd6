import { ModuleState, type AffairDetail, type Language } from '@campus/contract';
import { localizeForm, visibleValues } from '../../engine/forms.js';
import { nodeOf } from '../../engine/model.js';
import { actableTasksOf, canRead } from '../../engine/queries.js';
import { versionById } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { schoolDate } from '../../lib/school-date.js';
import { affairRow, formValuesOf, starterOf } from './columns.js';
import { currentNodeNames } from './current-node.js';
import type { ListContext } from './lists.js';
import * as repo from './repo.js';

/**
 * One request as its module shows it, to whoever the workflow lets read it (the starter, its
 * approvers past and present, copy-to recipients); anyone else gets 6050111. The values are
 * those the caller's step may see: the open task's node for an approver, else the start form.
 */
export async function requestDetail(
  ctx: ListContext,
  caller: AuthContext,
  lang: Language,
  id: string,
): Promise<AffairDetail> {
  const { db, module, extension } = ctx;
  const now = Date.now();
  const instance = await repo.instanceOf(db, caller.tenantId, module.processKey, id);
  if (!instance) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
  if (!(await canRead(db, caller.tenantId, id, caller.userId, now)))
    throw new AppError(ModuleState.INSTANCE_NOT_VISIBLE);

  const [process, tasks, nodes, mobile] = await Promise.all([
    versionById(db, caller.tenantId, instance.defId),
    actableTasksOf(db, caller.tenantId, id, caller.userId, now),
    currentNodeNames(db, [instance], lang),
    db.selectFrom('appUser').select('mobile').where('id', '=', instance.starterId).executeTakeFirst(),
  ]);
  const record = extension.records
    ? ((await extension.records({ db, tenantId: caller.tenantId, today: schoolDate(now) }, [instance])).get(
        id,
      ) ?? null)
    : null;
  const node = nodeOf(process.graph, tasks[0]?.nodeId ?? process.graph.startId);
  const isStarter = instance.starterId === caller.userId;
  const running = instance.status === 'running';
  const actions = [
    ...(isStarter && running ? ['urge', 'endProcess'] : []),
    ...(isStarter && running && instance.version === instance.submitVersion ? ['revoke'] : []),
    ...(extension.actions?.(caller, instance, record, schoolDate(now)) ?? []),
  ];
  const { id: starterId, name, number, className } = starterOf(instance);
  return {
    row: affairRow(
      instance,
      isStarter ? module.lists.mine : module.lists.review,
      nodes.get(id) ?? null,
      record,
    ),
    form: localizeForm(process.form, lang),
    values: visibleValues(process.form, node, formValuesOf(instance)),
    starter: { id: starterId, name, number, className, mobile: mobile?.mobile ?? null },
    record: record as Record<string, unknown> | null,
    actions,
    taskId: tasks[0]?.id ?? null,
  };
}
