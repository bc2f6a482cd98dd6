import { describe, expect, it } from 'vitest';
import { declaredOnce } from './declared-once.js';

describe('declaredOnce', () => {
  it('declares a place once and answers the same objects after', () => {
    let calls = 0;
    const at = declaredOnce(
      (service: string, base: string) => `${service}${base}`,
      (service: string, base: string) => {
        calls += 1;
        return { path: `${service}${base}` };
      },
    );
    const first = at('zzgl', '/fees');
    expect(at('zzgl', '/fees')).toBe(first);
    expect(calls).toBe(1);
  });

  it('tells places apart by the key it is given', () => {
    const at = declaredOnce(
      (group: { service: string; key: string }) => `${group.service}/${group.key}`,
      (group: { service: string; key: string }) => ({ ...group }),
    );
    const a = at({ service: 'zzgl', key: 'hardship' });
    const b = at({ service: 'zzgl', key: 'grant' });
    expect(b).not.toBe(a);
    expect(at({ service: 'zzgl', key: 'hardship' })).toBe(a);
  });
});
