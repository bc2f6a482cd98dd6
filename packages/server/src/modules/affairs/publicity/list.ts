import {
  localize,
  type AffairGroupDescriptor,
  type Language,
  type ListQuery,
  type ListReply,
  type PublicityRow,
} from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { runList } from '../../../http/list-query.js';
import type { AffairsContext } from '../context.js';
import { valueLabels } from '../labels.js';
import { moduleFilter } from '../lists.js';
import * as repo from '../repo.js';
import { requestFigureNotes } from '../system-fields.js';
import { formValuesOf, starterOf, statusOf } from '../rows.js';
import { maskNumber, maskValue } from './mask.js';

/**
 * The publicity list (公示) of a group: approved requests whose period runs (or that an objection
 * holds open), for anyone in the school, with the student's name and number masked and only the
 * module's publicity columns shown, masked as it says. The list is gone when the period ends.
 */
export async function publicityList(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
  query: ListQuery,
): Promise<ListReply<PublicityRow>> {
  const modules = ctx.registry.modulesOf(group.key).filter((m) => m.descriptor.publicity);
  const now = Date.now();
  const base = repo
    .requestsOf(
      ctx.db,
      caller.tenantId,
      modules.map((m) => m.descriptor.processKey),
    )
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .where('r.publicityEnd', 'is not', null)
    .where((eb) => eb.or([eb('r.publicityEnd', '>', now), eb('r.openObjections', '>', 0)]));
  const page: ListReply<repo.RequestInstance> = await runList(
    base,
    (qb) => qb.selectAll('i').select(repo.STANDING),
    {
      ...query,
      parameters: query.parameters.map((p) =>
        p.key === 'Q^module^S' && p.value !== '' ? { ...p, value: moduleFilter(ctx)(p.value) ?? '-' } : p,
      ),
    },
    {
      filters: {
        module: { column: 'i.defKey', type: 'string', ops: ['S'] },
        batchId: { column: 'r.batchId', type: 'string', ops: ['S'] },
      },
      sorts: { publicityStart: 'r.publicityStart' },
      defaultSort: { column: 'r.publicityStart', order: 'DESC' },
    },
  );
  const labels = new Map(
    await Promise.all(
      modules.map(
        async (m) =>
          [
            m.descriptor.key,
            await valueLabels(ctx.db, caller.tenantId, m.form, m.descriptor.outcome?.field),
          ] as const,
      ),
    ),
  );
  // Choice columns are shown by what their values are called (a level, a category).
  const columnLabels = new Map(
    await Promise.all(
      modules.flatMap((m) =>
        (m.descriptor.publicity?.columns ?? []).map(
          async (key) =>
            [`${m.descriptor.key}.${key}`, await valueLabels(ctx.db, caller.tenantId, m.form, key)] as const,
        ),
      ),
    ),
  );
  const shown = (module: string, key: string, value: unknown) => {
    const label = typeof value === 'string' ? columnLabels.get(`${module}.${key}`)?.get(value) : undefined;
    return label === undefined ? (value ?? null) : localize(label, lang);
  };
  // Figures the school keeps are shown as checked; those a student typed, as not verified.
  const notes = await requestFigureNotes(
    ctx,
    caller.tenantId,
    lang,
    page.dataResult.map((request) => ({
      module: ctx.registry.byProcess(request.defKey)!,
      studentId: request.starterId,
      academicYear: request.academicYear,
      values: formValuesOf(request),
    })),
  );
  return {
    ...page,
    dataResult: page.dataResult.map((request, index) => {
      const module = ctx.registry.byProcess(request.defKey)!;
      const { descriptor } = module;
      const starter = starterOf(request);
      const values = formValuesOf(request);
      const masked = new Set(descriptor.publicity?.masked ?? []);
      const outcome = request.outcome;
      return {
        id: request.id,
        module: descriptor.key,
        moduleTitle: localize(descriptor.title, lang),
        batchName: request.batchName,
        name: String(maskValue(starter.name) ?? ''),
        number: maskNumber(starter.number),
        collegeName: starter.collegeName,
        className: starter.className,
        outcome:
          outcome === null ? null : localize(labels.get(descriptor.key)?.get(outcome) ?? outcome, lang),
        amount: request.amount,
        status: statusOf(request, now) as PublicityRow['status'],
        publicityEnd: request.publicityEnd,
        values: Object.fromEntries(
          (descriptor.publicity?.columns ?? []).map((key) => [
            key,
            masked.has(key) ? maskValue(values[key]) : shown(descriptor.key, key, values[key]),
          ]),
        ),
        figureNotes: notes[index],
      };
    }),
  };
}
