import {
  LANGUAGES,
  ModuleState,
  translate,
  type AffairModuleDescriptor,
  type FormValues,
} from '@campus/contract';
import { lockName } from '../../../../db/lock.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import { AppError } from '../../../../http/errors.js';
import type { SubmittedRequest } from '../../extension.js';
import { formValuesOf } from '../../rows.js';
import { affairStatus } from '../../status.js';
import { periodOf } from './record.js';
import { returnsOf } from './repo.js';

/**
 * A student cannot be on two leaves at once: a new leave may not overlap one of their own that is
 * under review or approved and not yet closed on return (销假: the student is back, and a new
 * leave starts today at the earliest). The refusal names the other leave, its period and its
 * status. The student's submissions take turns (an advisory lock on PostgreSQL), so five sent
 * at once give one leave.
 */
export async function refuseOverlap(
  ctx: CommandContext,
  module: AffairModuleDescriptor,
  values: FormValues,
  request: SubmittedRequest,
): Promise<void> {
  const [start, end] = periodOf(values);
  if (!start || !end) return; // the form's own rules refuse a missing period
  await lockName(ctx.db, `leave:${ctx.tenantId}:${request.starterId}`);
  const others = await ctx.db
    .selectFrom('bpmInstance')
    .selectAll()
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', module.processKey)
    .where('starterId', '=', request.starterId)
    .where('id', '<>', request.instanceId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['running', 'suspend']),
        eb.and([eb('status', '=', 'end'), eb('result', '=', 'agree')]),
      ]),
    )
    .orderBy('createdAt')
    .execute();
  if (others.length === 0) return;
  const returned = await returnsOf(
    ctx.db,
    ctx.tenantId,
    others.map((o) => o.id),
  );
  for (const other of others) {
    if (returned.has(other.id)) continue;
    const [otherStart, otherEnd] = periodOf(formValuesOf(other));
    if (!otherStart || otherStart > end || start > otherEnd) continue;
    const status = affairStatus(other);
    throw new AppError(ModuleState.AFFAIR_NOT_ELIGIBLE, {
      key: 'leave.overlaps',
      params: {
        subject: other.subject,
        start: otherStart,
        end: otherEnd,
        status: Object.fromEntries(
          LANGUAGES.map((lang) => [lang, translate(lang, `affairs.status.${status}`)]),
        ),
      },
      variables: { overlapsWith: other.id },
    });
  }
}
