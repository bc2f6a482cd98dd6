import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LANGUAGES,
  localize,
  resolveGroup,
  type AffairGroupDescriptor,
  type AffairGroupSpec,
  type AffairModuleDescriptor,
} from '@campus/contract';
import { compileProcess } from '../../../engine/compile/compile.js';
import { specializeProcess } from '../../../engine/compile/specialize.js';
import { parseFormDefinition } from '../../../engine/forms.js';
import type { GroupExtension } from '../extension.js';
import { checkRegistry } from './check.js';
import { createRegistry, type AffairRegistry, type LoadedModule } from './registry.js';

/**
 * Finds the student-affairs groups without a central list: every folder of the contract's
 * affairs/modules/ is a group (its index.ts `export default defineAffairGroup(...)`, its BPMN and
 * form files beside it), and a folder of the same name under this module's modules/ is the
 * group's server extension, when it has an index (a folder may hold only the group's tests). Read once per process; a mistake in a descriptor
 * stops the start with the group and the problem named.
 */
const require = createRequire(import.meta.url);
const CONTRACT_ROOT = dirname(require.resolve('@campus/contract/package.json'));
export const CONTRACT_GROUPS_DIR = join(CONTRACT_ROOT, 'src', 'affairs', 'modules');
const SERVER_GROUPS_DIR = fileURLToPath(new URL('../modules/', import.meta.url));
// The server runs from TypeScript sources in tests and development, from JavaScript when built.
const EXTENSION = import.meta.url.endsWith('.ts') ? 'ts' : 'js';

async function folders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function loadGroup(name: string): Promise<AffairGroupDescriptor> {
  const loaded = (await import(`@campus/contract/affairs/${name}`)) as { default?: AffairGroupSpec };
  const spec = loaded.default;
  if (!spec) throw new Error(`affairs group ${name}: index.ts has no default export (defineAffairGroup)`);
  if (spec.key !== name)
    throw new Error(`affairs group ${name}: its key is ${spec.key}, not its folder's name`);
  return resolveGroup(spec);
}

/** A group's server folder may hold only its tests: without an index it extends nothing. */
export async function loadExtension(
  name: string,
  groupsFolder = new URL('../modules/', import.meta.url),
): Promise<GroupExtension> {
  const url = new URL(`${name}/index.${EXTENSION}`, groupsFolder).href;
  if (!existsSync(fileURLToPath(url))) return {};
  const loaded = (await import(url)) as { default?: GroupExtension };
  if (!loaded.default)
    throw new Error(`affairs group ${name}: the server folder's index has no default export`);
  return loaded.default;
}

const titleNames = (module: AffairModuleDescriptor) =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, localize(module.title, lang)]));

async function loadModule(
  group: AffairGroupDescriptor,
  module: AffairModuleDescriptor,
  extension: GroupExtension,
): Promise<LoadedModule> {
  const dir = join(CONTRACT_GROUPS_DIR, group.key);
  const [rawXml, rawForm] = await Promise.all([
    readFile(join(dir, module.process.bpmn), 'utf8'),
    readFile(join(dir, module.process.form), 'utf8'),
  ]);
  const where = `affairs module ${group.key}/${module.key}`;
  let xml: string;
  let form;
  // A file several modules share is named after each module; a module's own file keeps its names.
  const shared = group.modules.filter((m) => m.process.bpmn === module.process.bpmn).length > 1;
  try {
    xml = await specializeProcess(rawXml, {
      id: module.processKey,
      ...(shared ? { names: titleNames(module) } : {}),
      ...(module.subject ? { subject: module.subject } : {}),
    });
    form = parseFormDefinition(rawForm);
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const graph = await compileProcess(xml).catch((error: unknown) => {
    throw new Error(`${where}: ${module.process.bpmn} does not compile: ${String(error)}`, { cause: error });
  });
  return { descriptor: module, group, extension: extension.modules?.[module.key] ?? {}, xml, form, graph };
}

export async function discoverAffairRegistry(): Promise<AffairRegistry> {
  const [groupNames, serverNames] = await Promise.all([
    folders(CONTRACT_GROUPS_DIR),
    folders(SERVER_GROUPS_DIR),
  ]);
  const stray = serverNames.filter((name) => !groupNames.includes(name));
  if (stray.length) throw new Error(`affairs server folders without a contract group: ${stray.join(', ')}`);
  const groups = await Promise.all(groupNames.map(loadGroup));
  const extensions = new Map(
    await Promise.all(serverNames.map(async (name) => [name, await loadExtension(name)] as const)),
  );
  const modules = await Promise.all(
    groups.flatMap((group) =>
      group.modules.map((module) => loadModule(group, module, extensions.get(group.key) ?? {})),
    ),
  );
  const registry = createRegistry(groups, modules, extensions);
  const problems = checkRegistry(registry);
  if (problems.length) throw new Error(`student-affairs modules:\n  ${problems.join('\n  ')}`);
  return registry;
}

let loading: Promise<AffairRegistry> | undefined;

/** The registry, discovered on first use and shared by every app of the process. */
export function loadAffairRegistry(): Promise<AffairRegistry> {
  loading ??= discoverAffairRegistry().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
