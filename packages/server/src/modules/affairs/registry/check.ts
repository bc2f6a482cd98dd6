import { GENERIC_SCREEN_KINDS, routeGroups, type AffairColumn } from '@campus/contract';
import type { AffairRegistry, LoadedModule } from './registry.js';

/**
 * What a descriptor cannot say by its types alone: names that must match across groups, forms
 * and processes. Each problem names the group or module and what is wrong.
 */
function formKeys(module: LoadedModule): Set<string> {
  return new Set(module.form.fields.map((f) => f.key));
}

function checkColumns(module: LoadedModule, columns: readonly AffairColumn[], list: string): string[] {
  const keys = formKeys(module);
  const named = columns.map((c) => c.as ?? c.key);
  return [
    ...columns
      .filter((c) => c.source === 'form' && !keys.has(c.key))
      .map((c) => `${module.descriptor.key}: ${list} column ${c.key} is not a field of its form`),
    // A row keeps one value per name: a second column of the same name would hide the first.
    ...named
      .filter((name, i) => named.indexOf(name) !== i)
      .map((name) => `${module.descriptor.key}: ${list} has two columns named ${name} (give one \`as\`)`),
  ];
}

function checkModule(registry: AffairRegistry, module: LoadedModule): string[] {
  const { descriptor: d, graph } = module;
  const keys = formKeys(module);
  const problems = [
    ...checkColumns(module, d.lists.mine, 'mine'),
    ...checkColumns(module, d.lists.review, 'review'),
  ];
  const field = (key: string, what: string) => {
    if (!keys.has(key)) problems.push(`${d.key}: ${what} ${key} is not a field of its form`);
  };
  for (const key of d.publicity?.columns ?? []) field(key, 'publicity column');
  for (const key of d.publicity?.masked ?? [])
    if (!d.publicity?.columns.includes(key))
      problems.push(`${d.key}: masked ${key} is not a publicity column`);
  if (d.outcome?.field) field(d.outcome.field, 'outcome field');
  if (d.outcome?.amount && 'field' in d.outcome.amount) field(d.outcome.amount.field, 'amount field');
  for (const key of Object.keys(d.prefill ?? {})) field(key, 'prefilled field');
  const settings = new Set((d.settings ?? []).map((s) => s.key));
  const setting = (key: string, what: string) => {
    if (!settings.has(key))
      problems.push(`${d.key}: ${what} names setting ${key}, which it does not declare`);
  };
  if (d.outcome?.amount && 'setting' in d.outcome.amount) setting(d.outcome.amount.setting, 'amount');
  if (d.outcome?.amount && 'settingByOutcome' in d.outcome.amount)
    setting(d.outcome.amount.settingByOutcome, 'amount');
  for (const source of Object.values(d.prefill ?? {})) {
    if ('setting' in source) setting(source.setting, 'prefill');
    if ('settingByOutcome' in source) setting(source.settingByOutcome, 'prefill');
  }
  if (d.quota) {
    const node = graph.nodes.get(d.quota.node);
    if (node?.kind !== 'userTask') problems.push(`${d.key}: quota node ${d.quota.node} is not a user task`);
    else if (node.multiInstance) problems.push(`${d.key}: quota node ${d.quota.node} is a countersign`);
    if (!d.batches) problems.push(`${d.key}: a quota needs batches`);
  }
  if (d.publicity && !d.batches)
    problems.push(`${d.key}: publicity needs batches (its days are the batch's)`);
  if (d.payout && !d.outcome?.amount) problems.push(`${d.key}: a payout needs an outcome amount`);
  for (const rule of d.eligibility ?? []) {
    if (rule.kind === 'exclusive')
      for (const other of rule.modules)
        if (!registry.module(other)) problems.push(`${d.key}: exclusive module ${other} does not exist`);
    if (rule.kind === 'outcome' && registry.outcomeModules(rule.outcome).length === 0)
      problems.push(`${d.key}: no module records the outcome ${rule.outcome}`);
    if (rule.kind === 'formMax') field(rule.field, 'eligibility field');
    if (rule.kind === 'formMaxSetting') {
      field(rule.field, 'eligibility field');
      setting(rule.setting, 'eligibility');
    }
    if (rule.kind === 'evaluationRank' && !(rule.max > 0 && rule.max <= 1))
      problems.push(`${d.key}: evaluation rank share ${rule.max} is not within (0, 1]`);
    if (rule.kind === 'formRatio') {
      field(rule.numerator, 'eligibility field');
      field(rule.denominator, 'eligibility field');
    }
  }
  return problems;
}

export function checkRegistry(registry: AffairRegistry): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, owner: string) => {
    const before = seen.get(key);
    if (before) problems.push(`the key ${key} of ${owner} is already ${before}'s`);
    else seen.set(key, owner);
  };
  const processes = new Set<string>();
  const paths = new Set<string>();
  for (const group of registry.groups) {
    claim(group.key, `group ${group.key}`);
    for (const module of group.modules) {
      claim(module.key, `module ${group.key}/${module.key}`);
      if (processes.has(module.processKey))
        problems.push(`${module.key}: process ${module.processKey} is taken`);
      processes.add(module.processKey);
    }
    for (const routeGroup of routeGroups(group)) {
      if (paths.has(routeGroup.basePath))
        problems.push(`${group.key}: base path ${routeGroup.basePath} is taken`);
      paths.add(routeGroup.basePath);
      const routes = new Set<string>();
      for (const screen of routeGroup.screens) {
        if (routes.has(screen.route))
          problems.push(`${group.key}: two screens at ${routeGroup.basePath}/${screen.route}`);
        routes.add(screen.route);
        if (screen.module && !group.modules.some((m) => m.key === screen.module))
          problems.push(
            `${group.key}: screen ${screen.route} names module ${screen.module}, not of the group`,
          );
        const generic = (GENERIC_SCREEN_KINDS as readonly string[]).includes(screen.kind);
        if (!generic && !screen.title)
          problems.push(`${group.key}: its own screen ${screen.route} needs a title`);
      }
      for (const fallback of [routeGroup.default.apply, routeGroup.default.review])
        if (!routes.has(fallback)) problems.push(`${group.key}: default ${fallback} is not a screen`);
    }
  }
  for (const module of registry.modules) problems.push(...checkModule(registry, module));
  return problems;
}
