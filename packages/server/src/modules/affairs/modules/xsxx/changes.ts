import { type AffairModuleDescriptor } from '@campus/contract';
import type { InfoChangeField, InfoChangeRecord } from '@campus/contract/affairs/xsxx';
import { commandChangeContext } from '../../../../core/change-log/context.js';
import { personLabel } from '../../../../core/change-log/labels.js';
import { recordChange } from '../../../../core/change-log/record.js';
import type { BpmInstance } from '../../../../db/schema.js';
import type { InstanceEvent } from '../../../../engine/events.js';
import type { CommandContext } from '../../../../engine/runtime/run.js';
import type { AffairExtension } from '../../extension.js';
import { texts as T, type Texts } from '../../group-refusal.js';
import { currentBank, currentValue, mobileOwner, writeChange } from './profile-repo.js';
import { refuse } from './refusals.js';
import { rowWhere } from '../../row-where.js';
import { rowsByInstance } from '../../instance-rows.js';

/**
 * A change of a student's own phone, address or bank card (modules infoPhone, infoAddress,
 * infoBankCard on one chain). At submission the value on record is kept as "before" beside the
 * value asked for (a new number must be no other account's, a card only digits, one request per
 * field at a time); the profile changes only when the counsellor approves, in the approval's
 * transaction. The record (field, before, after, when applied) is what the lists and the detail show.
 */
export const FIELD_OF_PROCESS: Record<string, InfoChangeField> = {
  xsxx_phone: 'phone',
  xsxx_address: 'address',
  xsxx_bank_card: 'bankCard',
};

/** The form field holding the new value of each changeable field. */
const INPUT: Record<InfoChangeField, string> = { phone: 'mobile', address: 'address', bankCard: 'bankCard' };

export const FIELD_NAMES: Record<InfoChangeField, Texts> = {
  phone: T('手机号', '手機號', 'phone', '携帯番号'),
  address: T('家庭住址', '家庭住址', 'home address', '住所'),
  bankCard: T('银行卡', '銀行卡', 'bank card', '銀行カード'),
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

async function submitted(ctx: CommandContext, field: InfoChangeField, event: InstanceEvent) {
  const { instance } = event;
  const input = INPUT[field];
  const after = text(event.data[input]).replace(/\s+/g, field === 'address' ? ' ' : '');
  if (field === 'bankCard' && !/^\d{16,19}$/.test(after)) refuse('cardDigits', {}, undefined, input);
  const open = await ctx.db
    .selectFrom('bpmInstance')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('starterId', '=', instance.starterId)
    .where('defKey', '=', instance.defKey)
    .where('status', '=', 'running')
    .where('id', '!=', instance.id)
    .executeTakeFirst();
  if (open) refuse('openChange', { field: FIELD_NAMES[field] });
  const before = await currentValue(ctx.db, ctx.tenantId, instance.starterId, field);
  // A card keeps its bank beside it: the same number at another bank is a change too.
  const bank =
    field === 'bankCard'
      ? {
          before: await currentBank(ctx.db, ctx.tenantId, instance.starterId),
          after: text(event.data.bankName) || null,
        }
      : { before: null, after: null };
  if (before === after && bank.before === bank.after) refuse('sameValue', {}, undefined, input);
  if (field === 'phone') {
    const owner = await mobileOwner(ctx.db, after);
    if (owner && owner !== instance.starterId) refuse('mobileTaken', {}, undefined, input);
  }
  await ctx.db.deleteFrom('studentInfoChange').where('instanceId', '=', instance.id).execute();
  await ctx.db
    .insertInto('studentInfoChange')
    .values({
      instanceId: instance.id,
      tenantId: ctx.tenantId,
      studentId: instance.starterId,
      field,
      beforeValue: before,
      afterValue: after,
      beforeBank: bank.before,
      afterBank: bank.after,
      appliedAt: null,
      createdAt: ctx.now,
    })
    .execute();
}

async function approved(ctx: CommandContext, field: InfoChangeField, event: InstanceEvent) {
  const change = await rowWhere(ctx.db, 'studentInfoChange', { instanceId: event.instance.id });
  if (!change) return;
  if (field === 'phone') {
    const owner = await mobileOwner(ctx.db, change.afterValue);
    if (owner && owner !== change.studentId) refuse('mobileTaken');
  }
  // The profile before and after, in the change log with the approver as the one who changed it.
  const bank = (name: string | null) => (field === 'bankCard' ? { bankName: name } : {});
  const before = {
    [field]: await currentValue(ctx.db, ctx.tenantId, change.studentId, field),
    ...bank(field === 'bankCard' ? await currentBank(ctx.db, ctx.tenantId, change.studentId) : null),
  };
  await writeChange(
    ctx.db,
    ctx.tenantId,
    change.studentId,
    { field, after: change.afterValue, bankName: change.afterBank },
    ctx.now,
  );
  await ctx.db
    .updateTable('studentInfoChange')
    .set({ appliedAt: ctx.now })
    .where('instanceId', '=', change.instanceId)
    .execute();
  await recordChange(ctx.db, commandChangeContext(ctx), {
    kind: 'student',
    objectId: change.studentId,
    label: await personLabel(ctx.db, ctx.tenantId, change.studentId),
    action: 'approve',
    before,
    after: { [field]: change.afterValue, ...bank(change.afterBank) },
  });
}

export const changeExtension: AffairExtension<InfoChangeRecord> = {
  async records({ db }, instances: readonly BpmInstance[]) {
    const rows = await rowsByInstance(db, 'studentInfoChange', instances);
    return new Map(
      [...rows.values()].map((r) => [
        r.instanceId,
        {
          field: r.field as InfoChangeField,
          before: r.beforeValue,
          after: r.afterValue,
          beforeBank: r.beforeBank,
          afterBank: r.afterBank,
          appliedAt: r.appliedAt === null ? null : Number(r.appliedAt),
        },
      ]),
    );
  },

  async onEvent(ctx, module: AffairModuleDescriptor, event) {
    const field = FIELD_OF_PROCESS[module.processKey];
    if (!field) return;
    if (event.action === 'start') await submitted(ctx, field, event);
    if (event.status === 'end' && event.instance.status !== 'end' && event.result === 'agree')
      await approved(ctx, field, event);
  },
};
