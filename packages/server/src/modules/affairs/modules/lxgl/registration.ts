import { HttpState, ModuleState, parseFilterKey, type ListQuery, type ListReply } from '@campus/contract';
import type {
  DestinationCheckRow,
  DestinationInput,
  DestinationRegistration,
  RegistrationBatch,
  ReturnCheckRow,
  ReturnInput,
  ReturnRegistration,
} from '@campus/contract/affairs/lxgl';
import { LEAVE_MODULE } from './leave-module.js';
import type { Kysely, Selectable } from 'kysely';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { DestinationRegistrationTable, ReturnRegistrationTable } from './tables.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireApplicant, requireReviewer } from '../../audience.js';
import * as repo from './registration-repo.js';

/**
 * Destination registration (where students go for a break) and return registration (when they
 * are back), per batch: a student signs their own while the batch is open, as often as they
 * like; staff check who has and has not registered among the students in their charge.
 */
/** The rows of a check list: each registration is of the list's kind. */
type CheckRowOf<K extends repo.Kind> = K extends 'destination' ? DestinationCheckRow : ReturnCheckRow;

const destinationReply = (r: Selectable<DestinationRegistrationTable>): DestinationRegistration => ({
  batchId: r.batchId,
  destinationType: r.destinationType,
  address: r.address,
  contactPhone: r.contactPhone,
  leaveDate: r.leaveDate,
  returnDate: r.returnDate,
  transport: r.transport,
  note: r.note,
  updatedAt: r.updatedAt,
});

const returnReply = (r: Selectable<ReturnRegistrationTable>): ReturnRegistration => ({
  batchId: r.batchId,
  arrivedAt: r.arrivedAt,
  transport: r.transport,
  note: r.note,
  updatedAt: r.updatedAt,
});

/** `Q^registered^S` (Y|N) filters on whether a row exists, which is not a column. */
function takeRegistered(query: ListQuery): [boolean | undefined, ListQuery] {
  const entry = query.parameters.find((p) => parseFilterKey(p.key)?.column === 'registered');
  if (!entry || entry.value === '') return [undefined, query];
  if (entry.key !== 'Q^registered^S' || !['Y', 'N'].includes(entry.value)) {
    throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key: entry.key } });
  }
  return [entry.value === 'Y', { ...query, parameters: query.parameters.filter((p) => p !== entry) }];
}

export function createRegistrationService(db: Kysely<DB>) {
  async function batchOf(caller: AuthContext, kind: repo.Kind, batchId: string) {
    const batch = await repo.batchById(db, caller.tenantId, batchId);
    if (!batch || batch.kind !== kind)
      throw new AppError(ModuleState.BUSINESS_OBJECT_NOT_FOUND, { key: 'leave.batchNotFound' });
    return batch;
  }

  /** The batch a student may sign in now. */
  async function signableBatch(caller: AuthContext, kind: repo.Kind, batchId: string) {
    requireApplicant(LEAVE_MODULE, caller);
    const batch = await batchOf(caller, kind, batchId);
    const today = schoolDate(Date.now());
    if (today < batch.startDate || today > batch.endDate) {
      throw new AppError(ModuleState.ACTION_NOT_ALLOWED, {
        key: 'leave.batchClosed',
        params: { name: batch.name, start: batch.startDate, end: batch.endDate },
      });
    }
    return batch;
  }

  return {
    /** The batch of a kind open today, or null. */
    async openBatch(caller: AuthContext, kind: repo.Kind): Promise<RegistrationBatch | null> {
      return (await repo.openBatch(db, caller.tenantId, kind, schoolDate(Date.now()))) ?? null;
    },

    async mineDestination(caller: AuthContext, batchId: string): Promise<DestinationRegistration | null> {
      await batchOf(caller, 'destination', batchId);
      const row = await repo.destinationOf(db, batchId, caller.userId);
      return row ? destinationReply(row) : null;
    },

    async mineReturn(caller: AuthContext, batchId: string): Promise<ReturnRegistration | null> {
      await batchOf(caller, 'return', batchId);
      const row = await repo.returnOf(db, batchId, caller.userId);
      return row ? returnReply(row) : null;
    },

    async signDestination(caller: AuthContext, input: DestinationInput): Promise<DestinationRegistration> {
      await signableBatch(caller, 'destination', input.batchId);
      await repo.saveDestination(db, {
        tenantId: caller.tenantId,
        batchId: input.batchId,
        studentId: caller.userId,
        destinationType: input.destinationType,
        address: input.address,
        contactPhone: input.contactPhone,
        leaveDate: input.leaveDate,
        returnDate: input.returnDate,
        transport: input.transport || null,
        note: input.note || null,
        updatedAt: Date.now(),
      });
      return destinationReply((await repo.destinationOf(db, input.batchId, caller.userId))!);
    },

    async signReturn(caller: AuthContext, input: ReturnInput): Promise<ReturnRegistration> {
      await signableBatch(caller, 'return', input.batchId);
      const now = Date.now();
      await repo.saveReturn(db, {
        tenantId: caller.tenantId,
        batchId: input.batchId,
        studentId: caller.userId,
        arrivedAt: input.arrivedAt ?? now,
        transport: input.transport || null,
        note: input.note || null,
        updatedAt: now,
      });
      return returnReply((await repo.returnOf(db, input.batchId, caller.userId))!);
    },

    /** Who among the caller's students has registered in the batch, and who has not. */
    async check<K extends repo.Kind>(
      caller: AuthContext,
      kind: K,
      batchId: string,
      query: ListQuery,
    ): Promise<ListReply<CheckRowOf<K>>> {
      requireReviewer(LEAVE_MODULE, caller);
      await batchOf(caller, kind, batchId);
      const [registered, rest] = takeRegistered(query);
      const charge = await studentsInCharge(db, caller.tenantId, caller);
      const page = await repo.checkList(db, caller.tenantId, kind, batchId, charge, registered, rest);
      const ids = page.dataResult.map((r) => r.studentId);
      const details = new Map<string, DestinationRegistration | ReturnRegistration>(
        ids.length === 0
          ? []
          : kind === 'destination'
            ? (await repo.destinationsOf(db, batchId, ids)).map((r) => [r.studentId, destinationReply(r)])
            : (await repo.returnsIn(db, batchId, ids)).map((r) => [r.studentId, returnReply(r)]),
      );
      const rows = page.dataResult.map(({ studentId, name, number, className, mobile }) => ({
        studentId,
        name,
        number,
        className,
        mobile,
        registered: details.has(studentId),
        detail: details.get(studentId) ?? null,
      }));
      // Every detail is of the batch's kind (read from that kind's table above).
      return { ...page, dataResult: rows as CheckRowOf<K>[] };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
