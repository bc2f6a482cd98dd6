import { holderRuleOf, holdersOf } from '../../../core/attachments/holders.js';
import { mayReadRequest } from '../../../engine/readers.js';
import type { AuthContext } from '../../../http/auth.js';
import { findContact } from '../contacts/repo.js';
import { viewerScope } from '../contacts/scope.js';
import { readability } from '../news/permissions.js';
import { findNews } from '../news/repo.js';
import type { Db } from './repo.js';

/**
 * Who may read an attachment: reading follows the object that holds it (core/attachments).
 *
 * - its uploader, always;
 * - a request's files: whoever may read that request (engine/readers.ts);
 * - an announcement's files, cover and inline images: whoever may read the announcement;
 * - a person's photo: whoever sees that person in the address book (docs/PRIVACY.md);
 * - an object a module keeps (an onboarding question, a dormitory inspection or discipline record):
 *   whoever the module's registered rule admits (core/attachments `registerHolderRule`);
 * - nobody else: an upload nothing holds is its uploader's alone.
 *
 * Holding the id is not enough; whoever may not read the file is answered as for an unknown id.
 */
export async function mayReadFile(
  db: Db,
  auth: AuthContext,
  file: { id: string; ownerId: string },
): Promise<boolean> {
  if (file.ownerId === auth.userId) return true;
  const now = Date.now();
  for (const holder of await holdersOf(db, file.id)) {
    if (holder.type === 'instance' && (await mayReadRequest(db, auth, holder.id))) return true;
    if (holder.type === 'news') {
      const news = await findNews(db, auth.tenantId, holder.id);
      if (news && readability(news, auth, now) === 'readable') return true;
    }
    const rule = holderRuleOf(holder.type);
    if (rule && (await rule(db, auth, holder.id))) return true;
  }
  const pictured = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select('u.id')
    .where('u.photoId', '=', file.id)
    .where('m.tenantId', '=', auth.tenantId)
    .execute();
  if (pictured.length === 0) return false;
  if (pictured.some((p) => p.id === auth.userId)) return true;
  const scope = await viewerScope(db, auth);
  for (const person of pictured) if (await findContact(db, auth.tenantId, scope, person.id)) return true;
  return false;
}
