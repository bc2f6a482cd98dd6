import type { AffairMeta, AffairRow } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * The student's lists of hardship recognition and the national grant (issue 30): each card names
 * the scheme and batch and the level or tier decided, rather than the time it was sent (which the
 * card's footer shows already). The demo `student` was recognised 困难 this year and has a grant
 * application waiting for the counsellor.
 */
const { as } = groupTestApp('zzgl', ['student'] as const);

const mine = (module: string) => as.student.api.rows<AffairRow>(`/affairs/${module}/mine`);

describe("the student's aid lists", () => {
  it('show the batch and the level recognised', async () => {
    const meta = await ok<AffairMeta>(as.student.api.get('/affairs/hardship/meta'));
    const columns = meta.columns.mine;
    expect(columns.find((c) => c.primary)?.key).toBe('batch');
    expect(columns.find((c) => c.key === 'outcome')).toMatchObject({
      label: 'Level recognised',
      format: 'dictionary',
      dictionary: 'hardship_level',
    });
    expect(columns.some((c) => c.key === 'createTime')).toBe(false);
    const [row] = await mine('hardship');
    expect(row!.values.batch).toMatch(/^\d{4}-\d{4}学年家庭经济困难认定$/);
    expect(row!.values.outcome).toBe('difficult');
  });

  it('show the batch of a grant application, and no tier before it is decided', async () => {
    const meta = await ok<AffairMeta>(as.student.api.get('/affairs/grant/meta'));
    expect(meta.columns.mine.find((c) => c.key === 'outcome')?.label).toBe('Tier granted');
    const [row] = await mine('grant');
    expect(row!.values.batch).toMatch(/^\d{4}-\d{4}学年国家助学金$/);
    expect(row!.values.outcome).toBeNull();
    expect(row!.values.status).toBe('running');
  });
});
