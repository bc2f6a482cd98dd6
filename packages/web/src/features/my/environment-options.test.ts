import { describe, expect, it } from 'vitest';
import { environmentOptions } from './environment-options';

describe('the environments "switch environment" offers (issue 17 item 9)', () => {
  const build = { name: 'production', value: '/api', single: false };

  it('adds the deployment’s environments in the catalogue’s order, each address once', () => {
    const options = environmentOptions(
      [build],
      [
        { name: 'staging', value: 'https://staging.school.edu.cn/api', single: false },
        { name: 'test', value: 'https://test.school.edu.cn/api', single: true },
        { name: 'production', value: '/api', single: false },
      ],
    );
    expect(options.map((o) => o.name)).toEqual(['test', 'staging', 'production']);
  });

  it('keeps the user’s own addresses last, unless a named environment already has the address', () => {
    const mine = {
      name: 'https://x.edu/api',
      value: 'https://x.edu/api',
      single: false,
      type: 'custom' as const,
    };
    const known = {
      ...mine,
      name: 'https://test.school.edu.cn/api',
      value: 'https://test.school.edu.cn/api',
    };
    const options = environmentOptions(
      [build, mine, known],
      [{ name: 'test', value: 'https://test.school.edu.cn/api', single: false }],
    );
    expect(options.map((o) => [o.name, o.type])).toEqual([
      ['test', undefined],
      ['production', undefined],
      ['https://x.edu/api', 'custom'],
    ]);
  });
});
