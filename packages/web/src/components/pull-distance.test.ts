import { describe, expect, it } from 'vitest';
import { pullStatus, pulledHeight } from './pull-distance';

describe('pulledHeight', () => {
  it('is nothing for a pull up or none', () => {
    expect(pulledHeight(0, 200)).toBe(0);
    expect(pulledHeight(-30, 200)).toBe(0);
  });

  it('grows with the finger, slower than it, and never reaches the maximum', () => {
    const heights = [20, 60, 120, 400, 2000].map((d) => pulledHeight(d, 200));
    for (let i = 1; i < heights.length; i++) expect(heights[i]).toBeGreaterThan(heights[i - 1]!);
    [20, 60, 120, 400, 2000].forEach((d, i) => expect(heights[i]).toBeLessThan(d));
    expect(pulledHeight(1e9, 200)).toBeLessThan(200);
  });

  it('passes the 60 px threshold after a pull of about 171 px (head 40 px, as antd-mobile)', () => {
    expect(pullStatus(pulledHeight(165, 200), 60)).toBe('pulling');
    expect(pullStatus(pulledHeight(180, 200), 60)).toBe('canRelease');
  });
});
