import type { AffairModuleDescriptor, FormValues } from '@campus/contract';
import type { APPEAL_STATUSES } from '@campus/contract/affairs/wjcf';
import type { InstanceEvent } from '../../../../engine/events.js';
import { commandChangeContext } from '../../../../core/change-log/context.js';
import { recordChange } from '../../../../core/change-log/record.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import { schoolDate } from '../../../../lib/school-date.js';
import type { AffairExtension, SubmittedRequest } from '../../extension.js';
import { findSanction, updateSanction, type SanctionChanges } from './repo.js';
import { refuse } from './refusals.js';
import {
  appealLastDay,
  appealSettings,
  lighter,
  liftFirstDay,
  liftSettings,
  sanctionLabel,
  stateOf,
} from './sanctions.js';

/**
 * What the appeal and the lifting do to the sanction they name, in the command's transaction: at
 * submission the sanction must be the student's own and open to it (inside the appeal window, one
 * appeal per decision; lifting from the period's end, never an expulsion); each step then moves
 * the appeal committee's status (待受理 -> 复查中 | 不予受理 -> 维持 / 变更 / 撤销) or the lifting,
 * and the answer changes the sanction itself (revoked, or a lighter kind; lifted with its date).
 */
const sanctionOf = async (ctx: CommandContext, values: FormValues, starterId: string) => {
  const id = typeof values.sanctionId === 'string' ? values.sanctionId.trim() : '';
  const row = id ? await findSanction(ctx.db, ctx.tenantId, id) : undefined;
  if (!row || row.studentId !== starterId) refuse('sanctionNotFound', {}, 'sanctionId');
  return row;
};

const ended = (event: InstanceEvent) => event.status === 'end' && event.instance.status !== 'end';
/** The request was taken back or ended without an answer: it frees the sanction again. */
const dropped = (event: InstanceEvent) =>
  (event.action === 'revoke' && event.status !== 'running') ||
  (event.status === 'manualend' && event.instance.status !== 'manualend');

const STATUS_WORDS = {
  pending: { 'zh-CN': '待受理', 'zh-TW': '待受理', 'en-US': 'waiting to be accepted', 'ja-JP': '受理待ち' },
  refused: { 'zh-CN': '不予受理', 'zh-TW': '不予受理', 'en-US': 'not accepted', 'ja-JP': '不受理' },
  reviewing: { 'zh-CN': '复查中', 'zh-TW': '複查中', 'en-US': 'under review', 'ja-JP': '再審査中' },
  upheld: { 'zh-CN': '维持', 'zh-TW': '維持', 'en-US': 'upheld', 'ja-JP': '維持' },
  changed: { 'zh-CN': '变更', 'zh-TW': '變更', 'en-US': 'changed', 'ja-JP': '変更' },
  revoked: { 'zh-CN': '撤销', 'zh-TW': '撤銷', 'en-US': 'revoked', 'ja-JP': '取消' },
} satisfies Record<(typeof APPEAL_STATUSES)[number], Record<string, string>>;

type Sanction = Awaited<ReturnType<typeof sanctionOf>>;
type SetSanction = (changes: SanctionChanges) => Promise<void>;

/**
 * The hooks of a request on one of the student's sanctions (the appeal, the lifting): both read
 * the sanction the form names first, and each event may change it.
 */
function sanctionHooks(hooks: {
  check(ctx: CommandContext, row: Sanction, values: FormValues, request: SubmittedRequest): Promise<void>;
  onEvent(ctx: CommandContext, row: Sanction, event: InstanceEvent, set: SetSanction): Promise<void>;
}): AffairExtension {
  return {
    async beforeSubmit(
      ctx: CommandContext,
      _m: AffairModuleDescriptor,
      values: FormValues,
      request: SubmittedRequest,
    ) {
      await hooks.check(ctx, await sanctionOf(ctx, values, request.starterId), values, request);
    },
    async onEvent(ctx: CommandContext, _m: AffairModuleDescriptor, event: InstanceEvent) {
      const row = await sanctionOf(ctx, event.data, event.instance.starterId);
      const set = async (changes: SanctionChanges) => {
        await updateSanction(ctx.db, ctx.tenantId, row.id, changes, ctx.now);
        await recordChange(ctx.db, commandChangeContext(ctx), {
          kind: 'sanction',
          objectId: row.id,
          label: await sanctionLabel(ctx.db, row),
          action: changes.status === 'lifted' ? 'lift' : changes.status === 'revoked' ? 'revoke' : 'update',
          before: Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof typeof row]])),
          after: changes,
        });
      };
      await hooks.onEvent(ctx, row, event, set);
    },
  };
}

export const appealHooks = sanctionHooks({
  async check(ctx, row, values, request) {
    if (row.status !== 'inForce') refuse('notInForce', {}, 'sanctionId');
    if (row.appealStatus && row.appealId !== request.instanceId)
      refuse(
        'appealed',
        { status: STATUS_WORDS[row.appealStatus as keyof typeof STATUS_WORDS] },
        'sanctionId',
      );
    const { appealDays } = await appealSettings(ctx.db, ctx.tenantId);
    const last = appealLastDay(row, appealDays);
    if (last && schoolDate(ctx.now) > last)
      refuse('appealLate', { date: last, days: appealDays }, 'sanctionId');
    if (values.request === 'change' && values.wantedKind && !lighter(String(values.wantedKind), row.kind))
      refuse('notLighter', {}, 'wantedKind');
  },
  async onEvent(ctx, row, event, set) {
    if (event.action === 'start') return set({ appealStatus: 'pending', appealId: event.instance.id });
    if (row.appealId !== event.instance.id) return;
    if (dropped(event)) return set({ appealStatus: null, appealId: null, appealAcceptedDate: null });
    if (event.nodeId === 'accept' && event.action === 'agree')
      return set({ appealStatus: 'reviewing', appealAcceptedDate: schoolDate(ctx.now) });
    if (event.nodeId === 'accept' && event.action === 'oppose') return set({ appealStatus: 'refused' });
    if (event.nodeId === 'review' && ended(event) && event.result === 'agree') {
      const decision = String(event.data.decision);
      if (decision === 'revoked') return set({ appealStatus: 'revoked', status: 'revoked' });
      if (decision === 'changed') {
        const kind = String(event.data.newKind ?? '');
        if (!lighter(kind, row.kind)) refuse('notLighter', {}, 'newKind');
        return set({ appealStatus: 'changed', kind });
      }
      return set({ appealStatus: 'upheld' });
    }
  },
});

export const liftHooks = sanctionHooks({
  async check(ctx, row, _values, request) {
    if (row.kind === 'expulsion') refuse('liftExpulsion', {}, 'sanctionId');
    if (row.status !== 'inForce') refuse('notInForce', {}, 'sanctionId');
    if (row.liftId && row.liftId !== request.instanceId) refuse('liftRunning', {}, 'sanctionId');
    if (['pending', 'reviewing'].includes(row.appealStatus ?? '')) refuse('underAppeal', {}, 'sanctionId');
    const { liftAdvanceDays } = await liftSettings(ctx.db, ctx.tenantId);
    const from = liftFirstDay(row, liftAdvanceDays);
    if (schoolDate(ctx.now) < from) refuse('liftEarly', { date: from, end: row.endDate }, 'sanctionId');
  },
  async onEvent(ctx, row, event, set) {
    if (event.action === 'start') return set({ liftId: event.instance.id });
    if (row.liftId !== event.instance.id) return;
    if (ended(event) && event.result === 'agree' && stateOf(row, schoolDate(ctx.now)) === 'lifting')
      return set({ status: 'lifted', liftedDate: schoolDate(ctx.now) });
    if (dropped(event) || (ended(event) && event.result !== 'agree')) return set({ liftId: null });
  },
});
