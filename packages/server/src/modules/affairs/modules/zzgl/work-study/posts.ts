import type {
  WorkStudyIndex,
  WorkStudyPerson,
  WorkStudyPost,
  WorkStudyPostInput,
  WorkStudyStaffPosts,
  WorkStudyStanding,
} from '@campus/contract/affairs/zzgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../../db/schema.js';
import type { AuthContext } from '../../../../../http/auth.js';
import { newId } from '../../../../../lib/ids.js';
import { schoolDate } from '../../../../../lib/school-date.js';
import { isApplicant, isCentre, requireCentre } from './access.js';
import { WORK_STUDY, workStudyCaps } from './module.js';
import { refuse, States } from './refusals.js';
import * as repo from './repo.js';

/**
 * The posts: what students see open (with their own standing on each), what the centre and the
 * supervisors manage, and the centre publishing, editing and closing them. A post's pay and hours
 * are held to the school's figures when it is saved.
 */
type Db = Kysely<DB>;

/** Where a student stands: on a post, or an application for it under review. */
export async function standings(db: Db, tenantId: string, studentId: string): Promise<WorkStudyStanding[]> {
  const [placed, running] = await Promise.all([
    repo.listPlacements(db, tenantId, { studentId, active: true }),
    repo.runningRequests(db, tenantId, WORK_STUDY.processKey, studentId),
  ]);
  const posts = await repo.listPosts(db, tenantId, schoolDate(Date.now()), {
    ids: running.map((r) => r.postId).filter(Boolean),
  });
  return [
    ...placed.map((p) => ({
      postId: p.postId,
      postTitle: p.postTitle,
      state: 'placed' as const,
      requestId: p.requestId,
    })),
    ...running.map((r) => ({
      postId: r.postId,
      postTitle: posts.find((p) => p.id === r.postId)?.title ?? '',
      state: 'applied' as const,
      requestId: r.id,
    })),
  ];
}

export async function postsIndex(db: Db, caller: AuthContext): Promise<WorkStudyIndex> {
  const today = schoolDate(Date.now());
  const [caps, posts, mine] = await Promise.all([
    workStudyCaps(db, caller.tenantId),
    repo.listPosts(db, caller.tenantId, today, { current: true }),
    standings(db, caller.tenantId, caller.userId),
  ]);
  return {
    caps,
    // Posts taking students first; full ones stay listed (a place may free up).
    posts: [...posts].sort((a, b) => Number(b.accepting) - Number(a.accepting)),
    mine,
    mayApply: isApplicant(caller),
  };
}

export async function staffPosts(db: Db, caller: AuthContext): Promise<WorkStudyStaffPosts> {
  const today = schoolDate(Date.now());
  const centre = isCentre(caller);
  const [posts, caps, departments] = await Promise.all([
    repo.listPosts(db, caller.tenantId, today, centre ? {} : { supervisorId: caller.userId }),
    workStudyCaps(db, caller.tenantId),
    centre ? repo.departments(db, caller.tenantId) : Promise.resolve([]),
  ]);
  const placements = await repo.listPlacements(db, caller.tenantId, {
    postIds: posts.map((p) => p.id),
    active: true,
  });
  return {
    posts: posts.map((post) => ({ ...post, placements: placements.filter((p) => p.postId === post.id) })),
    mayManage: centre,
    departments,
    caps,
  };
}

/** The staff of a department, who may supervise a post there (the centre's editor). */
export async function supervisorsIn(db: Db, caller: AuthContext, orgId: string): Promise<WorkStudyPerson[]> {
  requireCentre(caller);
  const department = await repo.departmentOf(db, caller.tenantId, orgId);
  if (!department) throw refuse(States.invalid, 'noDepartment', {}, 'orgId');
  return repo.staffIn(db, caller.tenantId, department.path);
}

export async function savePost(
  db: Db,
  caller: AuthContext,
  input: WorkStudyPostInput,
): Promise<WorkStudyPost> {
  requireCentre(caller);
  const now = Date.now();
  const today = schoolDate(now);
  const { tenantId } = caller;
  return db.transaction().execute(async (trx) => {
    const existing = input.id ? await repo.postById(trx, tenantId, input.id, today) : undefined;
    if (input.id && !existing) throw refuse(States.notFound, 'postNotFound');
    const department = await repo.departmentOf(trx, tenantId, input.departmentId);
    if (!department) throw refuse(States.invalid, 'noDepartment', {}, 'departmentId');
    if (!(await repo.isStaff(trx, tenantId, input.supervisorId)))
      throw refuse(States.invalid, 'noSupervisor', {}, 'supervisorId');
    const caps = await workStudyCaps(trx, tenantId);
    if (input.hourlyRate < caps.minHourlyPay)
      throw refuse(
        States.invalid,
        'rateBelowMin',
        { rate: input.hourlyRate, min: caps.minHourlyPay },
        'hourlyRate',
      );
    if (input.hoursPerMonth > caps.maxHoursMonth)
      throw refuse(
        States.invalid,
        'postHoursOverCap',
        { hours: input.hoursPerMonth, max: caps.maxHoursMonth },
        'hoursPerMonth',
      );
    if (existing && input.places < existing.filled)
      throw refuse(States.invalid, 'placesBelowFilled', { filled: existing.filled }, 'places');

    const fields = {
      departmentId: department.id,
      title: input.title,
      duties: input.duties,
      location: input.location || null,
      places: input.places,
      hourlyRate: input.hourlyRate,
      hoursPerMonth: input.hoursPerMonth,
      startDate: input.startDate,
      endDate: input.endDate,
      supervisorId: input.supervisorId,
      updatedAt: now,
    };
    const id = existing?.id ?? newId();
    if (existing) await repo.updatePost(trx, tenantId, id, fields);
    else
      await repo.insertPost(trx, {
        ...fields,
        id,
        tenantId,
        filled: 0,
        status: 'open',
        createdBy: caller.userId,
        createdAt: now,
      });
    await repo.keepPostChoice(
      trx,
      tenantId,
      { id, title: input.title, departmentName: department.name },
      now,
    );
    return (await repo.postById(trx, tenantId, id, today))!;
  });
}

/** No more applications; students on the post stay until they leave. */
export async function closePost(db: Db, caller: AuthContext, id: string): Promise<WorkStudyPost> {
  requireCentre(caller);
  const today = schoolDate(Date.now());
  const post = await repo.postById(db, caller.tenantId, id, today);
  if (!post) throw refuse(States.notFound, 'postNotFound');
  await repo.updatePost(db, caller.tenantId, id, { status: 'closed', updatedAt: Date.now() });
  return { ...post, status: 'closed', accepting: false };
}
