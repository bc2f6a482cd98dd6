import { localize, screenRoute, type Language, type RecordSummary } from '@campus/contract';
import { actableTasksOf } from '../../../engine/queries.js';
import type { ReferenceReader } from '../../../engine/references.js';
import { schoolDate } from '../../../lib/school-date.js';
import type { AffairsContext } from '../context.js';
import { OBJECTION_PROCESS } from '../deploy.js';
import { mayReadRequest } from '../detail.js';
import { texts } from '../group-refusal.js';
import { valueLabels } from '../labels.js';
import type { AffairRegistry } from '../registry/registry.js';
import * as repo from '../repo.js';
import { starterOf } from '../rows.js';
import { maskNumber, maskValue } from './mask.js';

/**
 * A request in publicity named by an objection (its `requestId`, `refers: publicity`): the module,
 * the applicant and what was published. Anyone in the school sees it as the publicity list does
 * (name and number masked) while the list shows it; whoever may read the request itself (its
 * readers, the staff in charge) sees the name whole with a link to its detail, and so does the
 * holder of the objection's open task: the office must know whom it checks (issue 30, item 13).
 * Once the publicity is over, anyone else gets no summary.
 */
const LABELS = {
  kindName: texts('公示事项', '公示事項', 'Item in publicity', '公示事項'),
  module: texts('事项', '事項', 'Scheme', '事項'),
  batch: texts('批次', '批次', 'Batch', 'バッチ'),
  applicant: texts('申请人', '申請人', 'Applicant', '申請者'),
  className: texts('班级', '班級', 'Class', 'クラス'),
  outcome: texts('结果', '結果', 'Result', '結果'),
  amount: texts('金额', '金額', 'Amount', '金額'),
  until: texts('公示至', '公示至', 'In publicity until', '公示期限'),
};

/** Whether the caller holds the open task of the objection that names the request. */
async function checksObjection(ctx: AffairsContext, read: Parameters<ReferenceReader>[2]) {
  if (!read.instanceId) return false;
  const objection = await ctx.db
    .selectFrom('bpmInstance')
    .select('defKey')
    .where('tenantId', '=', read.caller.tenantId)
    .where('id', '=', read.instanceId)
    .executeTakeFirst();
  if (objection?.defKey !== OBJECTION_PROCESS) return false;
  const tasks = await actableTasksOf(
    ctx.db,
    read.caller.tenantId,
    read.instanceId,
    read.caller.userId,
    Date.now(),
  );
  return tasks.length > 0;
}

export function publicityReference(registry: AffairRegistry): ReferenceReader {
  return async (db, id, read) => {
    const ctx: AffairsContext = { db, registry };
    const { caller, lang } = read;
    const keys = registry.modules.filter((m) => m.descriptor.publicity).map((m) => m.descriptor.processKey);
    const request = keys.length ? await repo.requestById(db, caller.tenantId, keys, id) : undefined;
    const module = request && registry.byProcess(request.defKey);
    if (!request || !module || request.publicityEnd === null) return null;
    const readsRequest = await mayReadRequest(ctx, caller, module, request);
    const whole = readsRequest || (await checksObjection(ctx, read));
    const listed = request.publicityEnd > Date.now() || (request.openObjections ?? 0) > 0;
    if (!whole && !listed) return null;
    const say = (text: Record<Language, string>) => text[lang];
    const starter = starterOf(request);
    const { descriptor, group } = module;
    const outcomeLabel =
      request.outcome === null
        ? null
        : (await valueLabels(db, caller.tenantId, module.form, descriptor.outcome?.field)).get(
            request.outcome,
          );
    const title = localize(descriptor.title, lang);
    const name = whole ? starter.name : String(maskValue(starter.name) ?? '');
    const number = whole ? starter.number : maskNumber(starter.number);
    const facts: RecordSummary['facts'] = [
      { label: say(LABELS.module), value: title },
      { label: say(LABELS.batch), value: request.batchName ?? '' },
      { label: say(LABELS.applicant), value: number ? `${name} (${number})` : name },
      { label: say(LABELS.className), value: starter.className },
      {
        label: say(LABELS.outcome),
        value: request.outcome === null ? '' : localize(outcomeLabel ?? request.outcome, lang),
      },
      { label: say(LABELS.amount), value: request.amount === null ? '' : `¥${request.amount}` },
      { label: say(LABELS.until), value: schoolDate(request.publicityEnd - 1) },
    ];
    const route = readsRequest
      ? screenRoute(group, 'detail', descriptor.key)
      : screenRoute(group, 'publicity');
    const query = readsRequest ? `?${new URLSearchParams({ module: descriptor.key, id }).toString()}` : '';
    return {
      kind: 'publicity',
      kindName: say(LABELS.kindName),
      title: `${title}: ${name}`,
      facts: facts.filter((fact) => fact.value !== ''),
      link: route ? `${group.basePath}/${route}${query}` : null,
    };
  };
}
