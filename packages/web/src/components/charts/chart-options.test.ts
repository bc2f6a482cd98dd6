import type { Count } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { barHeight, barOption, byKey, fillMonths, pieOption } from './chart-options';

const count = (key: string, n: number, label = key): Count => ({ key, label, count: n });

describe('the statistics charts', () => {
  it('draw submissions over every month between the first and the last', () => {
    expect(fillMonths([count('2025-11', 3), count('2026-02', 1)]).map((c) => [c.key, c.count])).toEqual([
      ['2025-11', 3],
      ['2025-12', 0],
      ['2026-01', 0],
      ['2026-02', 1],
    ]);
    expect(fillMonths([count('2026-02', 1)])).toHaveLength(1);
  });

  it('put the largest bar on top and the grades in order', () => {
    const option = barOption([count('a', 9, '计算机学院'), count('b', 2, '经管学院')]);
    expect((option.yAxis as { data: string[] }).data).toEqual(['经管学院', '计算机学院']);
    expect((option.series as { data: number[] }[])[0]!.data).toEqual([2, 9]);
    expect(byKey([count('2025', 1), count('2023', 1), count('2024', 1)]).map((c) => c.key)).toEqual([
      '2023',
      '2024',
      '2025',
    ]);
    expect(barHeight(1)).toBe(140);
    expect(barHeight(100)).toBe(480);
  });

  it('name each share of the ring by its label', () => {
    const series = (
      pieOption([count('final', 25, '已评定'), count('running', 12, '审核中')]).series as {
        data: { name: string; value: number }[];
      }[]
    )[0]!;
    expect(series.data).toEqual([
      { name: '已评定', value: 25 },
      { name: '审核中', value: 12 },
    ]);
  });
});
