import { DEFAULT_LANGUAGE, ModuleState, translate } from '@campus/contract';
import type { LeaveRecord } from '@campus/contract/affairs/lxgl';
import type { Kysely } from 'kysely';
import { postMessages } from '../../../../core/messages/post.js';
import type { MemberProfile } from '../../../../core/org/profile.js';
import { relatedPeople } from '../../../../core/org/relations.js';
import type { DB } from '../../../../db/schema.js';
import { canRead } from '../../../../engine/queries.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { leaveRecord, mayCancel } from './record.js';
import { insertReturn, leaveOf, returnsOf } from './repo.js';

const refuse = (key: 'leave.cancelNotApproved' | 'leave.cancelNotStarted' | 'leave.alreadyReturned') =>
  new AppError(ModuleState.ACTION_NOT_ALLOWED, { key });

/**
 * 销假: the student is back. Only the student who took the leave, only once it is approved and
 * has started, and only once. The counsellor is told by an inner message (in the school's
 * language, like the workflow's messages).
 */
export async function cancelLeave(
  db: Kysely<DB>,
  caller: AuthContext,
  input: { id: string; note?: string },
): Promise<LeaveRecord> {
  const now = Date.now();
  const today = schoolDate(now);
  return db.transaction().execute(async (trx) => {
    const leave = await leaveOf(trx, caller.tenantId, input.id);
    if (!leave) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
    if (leave.starterId !== caller.userId) {
      const takesPart = await canRead(trx, caller.tenantId, leave.id, caller.userId, now);
      // Whoever may not read the leave is answered as for one that does not exist.
      if (!takesPart) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
      throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'leave.cancelStarterOnly' });
    }
    const record = leaveRecord(
      leave,
      (await returnsOf(trx, caller.tenantId, [leave.id])).get(leave.id),
      today,
    );
    if (record.returnedAt !== null) throw refuse('leave.alreadyReturned');
    if (record.status !== 'approved') throw refuse('leave.cancelNotApproved');
    if (!mayCancel(record)) throw refuse('leave.cancelNotStarted');

    await insertReturn(trx, {
      id: leave.id,
      tenantId: caller.tenantId,
      studentId: caller.userId,
      returnedAt: now,
      returnNote: input.note || null,
    });
    const student = JSON.parse(leave.starterAttrs) as MemberProfile;
    const counsellors = await relatedPeople(trx, caller.tenantId, student, 'counsellor');
    const params = {
      student: record.studentName,
      className: record.className,
      subject: leave.subject,
      note: input.note ?? '',
    };
    await postMessages(trx, {
      tenantId: caller.tenantId,
      subject: translate(DEFAULT_LANGUAGE, 'leave.message.returnedSubject', params),
      content: translate(DEFAULT_LANGUAGE, 'leave.message.returnedContent', params).trim(),
      messageType: 'normal',
      sender: { id: caller.userId, name: caller.fullname },
      receiverIds: counsellors.map((c) => c.id),
      bizType: 'bpm.instance',
      bizId: leave.id,
      now,
    });
    return { ...record, returnedAt: now, overdue: false, returnState: 'back' };
  });
}
