import { describe, expect, it } from 'vitest';
import { checkRegistry } from './check.js';
import { loadAffairRegistry } from './discover.js';
import { createRegistry } from './registry.js';

describe('the affairs registry', () => {
  it('finds every group in its folder, with its modules, processes and forms', async () => {
    const registry = await loadAffairRegistry();
    expect(registry.groups.map((g) => g.key)).toEqual(expect.arrayContaining(['jxj', 'lxgl', 'zzgl']));
    expect(registry.modulesOf('jxj').map((m) => m.descriptor.key)).toEqual([
      'nationalScholarship',
      'inspirationalScholarship',
      'generalScholarship',
      'outstandingScholarship',
      'collegeScholarship',
    ]);
    // One BPMN file serves four schemes, each deployed under its own key and title.
    const national = registry.module('nationalScholarship')!;
    expect(national.graph.id).toBe('jxj_national');
    expect(national.graph.names['en-US']).toBe('National Scholarship');
    expect(registry.module('generalScholarship')!.graph.id).toBe('jxj_general');
    expect(registry.byProcess('leave')?.descriptor.key).toBe('leave');
    expect(registry.outcomeModules('hardship').map((m) => m.descriptor.key)).toEqual([
      'hardship',
      'hardshipCjxy',
    ]);
    expect(checkRegistry(registry)).toEqual([]);
  });

  it('names every reference that does not resolve', async () => {
    const real = await loadAffairRegistry();
    const national = real.module('nationalScholarship')!;
    const broken = {
      ...national,
      descriptor: {
        ...national.descriptor,
        quota: { node: 'nowhere' },
        eligibility: [
          { kind: 'exclusive' as const, modules: ['noSuchScheme'] },
          { kind: 'outcome' as const, outcome: 'noSuchOutcome', values: ['x'] },
          { kind: 'formMax' as const, field: 'noSuchField', max: 0 },
        ],
        publicity: { columns: ['gone'] },
      },
    };
    const registry = createRegistry(real.groups, [broken], new Map());
    const problems = checkRegistry(registry);
    expect(problems).toEqual(
      expect.arrayContaining([
        'nationalScholarship: quota node nowhere is not a user task',
        'nationalScholarship: exclusive module noSuchScheme does not exist',
        'nationalScholarship: no module records the outcome noSuchOutcome',
        'nationalScholarship: eligibility field noSuchField is not a field of its form',
        'nationalScholarship: publicity column gone is not a field of its form',
      ]),
    );
  });
});
