import type { AffairDetail } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { createTestApp, type TestApp } from '../../../../test/app.js';

/**
 * The demo is believable (issue 30): the seeded scholarship and honour applications carry the
 * comprehensive evaluation's figures (GPA, ranks, failed courses), so the reviewer and publicity
 * read "from the comprehensive evaluation", never "typed by the student, not verified", wherever
 * the school evaluated the student that year.
 */
/** The scholarship and honour modules whose forms hold the school's figures (their `recordFields`). */
const FIGURED = [
  'nationalScholarship',
  'inspirationalScholarship',
  'generalScholarship',
  'outstandingScholarship',
  'collegeScholarship',
  'personalHonour',
];

let t: TestApp;
let office: ServiceCaller;

beforeAll(async () => {
  t = await createTestApp();
  ({ office } = await serviceCallers(t.app, 'jxj', ['office']));
});
afterAll(async () => t.close());

describe('the demo scholarship and honour applications', () => {
  it('show the evaluation’s figures, none typed and unverified', async () => {
    const requests = await t.app.database.db
      .selectFrom('affairRequest as r')
      .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
      .select(['r.instanceId', 'r.moduleKey'])
      .where('r.tenantId', '=', office.api.who.tenantId)
      .where('r.moduleKey', 'in', FIGURED)
      .where('i.status', '!=', 'draft')
      .execute();
    const noted: string[] = [];
    const unverified: string[] = [];
    for (const { instanceId, moduleKey } of requests) {
      const detail = await office.api.get<AffairDetail>(`/affairs/${moduleKey}/detail`, { id: instanceId });
      expect(detail.state, detail.message).toBe(200);
      for (const [field, note] of Object.entries(detail.data.figureNotes ?? {})) {
        noted.push(field);
        if (!note.startsWith('From the comprehensive evaluation'))
          unverified.push(`${moduleKey} ${instanceId}: ${field} ${note}`);
      }
    }
    // The demo has such applications at all (else this would pass on nothing).
    expect(noted.length).toBeGreaterThan(20);
    expect(unverified).toEqual([]);
  });
});
