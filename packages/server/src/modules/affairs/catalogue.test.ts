import type { AffairCatalogueEntry } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { groupTestApp, ok } from './test-helpers.js';

/**
 * The workbench's entries (issue 30 items 15 and 16): one per group, never to a screen that
 * refuses its caller, and the onboarding entry to the variant the caller's school runs.
 */
const WHO = ['office', 'hboffice', 'counsellor', 'freshman', 'hbfreshman'] as const;
const { t, as } = groupTestApp('yxxt', WHO);

async function entriesOf(who: (typeof WHO)[number]): Promise<AffairCatalogueEntry[]> {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/business/v3/affairs/catalogue',
    headers: as[who].api.who.headers,
  });
  return ok<AffairCatalogueEntry[]>(Promise.resolve(reply.json()));
}

describe('the catalogue', () => {
  it('gives each caller one entry per group', async () => {
    for (const who of WHO) {
      const groups = (await entriesOf(who)).map((e) => e.group);
      expect(groups, who).toEqual([...new Set(groups)]);
    }
  });

  it('sends a manager who handles no repairs to the repairs they report, not to the review list', async () => {
    const office = await entriesOf('office');
    expect(office.find((e) => e.group === 'jczy')).toMatchObject({
      path: '/xgxt/jczy/repair',
      audience: 'apply',
    });
    // Admissions: the office manages the list rather than reading the prospective students' home.
    expect(office.find((e) => e.group === 'zsfw')).toMatchObject({ path: '/xgxt/zsfw/admissionsList' });
    // The leave list reviewers work on stays theirs.
    const counsellor = await entriesOf('counsellor');
    expect(counsellor.find((e) => e.group === 'lxgl')).toMatchObject({ path: '/xgxt/leave/review' });
  });

  it("opens onboarding under the variant the caller's school runs", async () => {
    const at = async (who: (typeof WHO)[number]) =>
      (await entriesOf(who)).find((e) => e.group === 'yxxt')?.path;
    expect(await at('freshman')).toBe('/xgxt/yxxt/index');
    expect(await at('office')).toBe('/xgxt/yxxt/onlineStatistics');
    expect(await at('hbfreshman')).toBe('/xgxt/cjxy_yxxt/index');
    expect(await at('hboffice')).toBe('/xgxt/cjxy_yxxt/onlineStatistics');
  });
});
