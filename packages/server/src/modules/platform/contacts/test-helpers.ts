import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../../test/auth.js';
import { call } from '../test-helpers.js';

/** What the address book tests share: a contact as the lists show it, the card, the demo people. */

/** A row of the address book's lists and search. */
export interface Contact {
  id: string;
  name: string;
  kind: string;
  orgName: string;
  mobile: string | null;
}

/** A member of a demo school the tests look at: whose card to open, which class to list. */
export interface SchoolMember {
  id: string;
  mobile: string;
  orgId: string;
}

/** The members of a school with the given numbers (student or staff numbers), by number. */
export async function membersByNumber(
  app: FastifyInstance,
  tenantId: string,
  numbers: string[],
): Promise<Map<string, SchoolMember>> {
  const rows = await app.database.db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['m.number', 'u.id', 'u.mobile', 'm.orgId'])
    .where('m.tenantId', '=', tenantId)
    .where('m.number', 'in', numbers)
    .execute();
  return new Map(rows.map((row) => [row.number, { id: row.id, mobile: row.mobile!, orgId: row.orgId }]));
}

/** A person's contact card as `who` is answered it (a card they may not see answers as a missing one). */
export const contactCard = <C extends Contact>(app: FastifyInstance, who: SignedIn, userId: string) =>
  call<C>(app, who, 'GET', `/contacts/card?userId=${userId}`);

/** Whether `who` may open the person's card. */
export const seesCard = async (app: FastifyInstance, who: SignedIn, userId: string) =>
  (await contactCard(app, who, userId)).body.state === 200;
