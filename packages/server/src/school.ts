import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { matchLanguage, translate, type Language, type MessageKey } from '@campus/contract';
import { newSchool } from '@campus/contract/api/platform/schools';
import { ConfigError, loadConfig } from './config.js';
import { createSchool } from './core/setup/create-school.js';
import { migrateToLatest, openDatabase } from './db/index.js';
import { appErrorText } from './http/error-funnel.js';
import { AppError } from './http/errors.js';
import { fieldLabel } from './http/field-labels.js';
import { deployAffairModules } from './modules/affairs/deploy.js';
import { loadAffairRegistry } from './modules/affairs/registry/discover.js';

/**
 * `npm run school -- create ...` (scripts/school.mjs runs this): a school from nothing for scripts,
 * the same creation as the setup link, on the database DATABASE_URL names (SQLite or PostgreSQL,
 * migrated first). The administrator's password comes from SCHOOL_ADMIN_PASSWORD or is asked for,
 * never a default. Exits 0 with what it created, 1 with what was wrong.
 */

const USAGE = `Usage: npm run school -- create --name NAME --code CODE --admin-account ACCOUNT \\
         --admin-name NAME --admin-phone MOBILE

Creates a school (tenant), its root organisation and its administrator on DATABASE_URL
(default sqlite:./data/campus.db). The administrator's password is read from
SCHOOL_ADMIN_PASSWORD, or asked for when run in a terminal; there is no default.
Messages follow LANG (zh_CN, zh_TW, ja_JP; otherwise English).
`;

const OPTIONS = {
  name: { type: 'string' },
  code: { type: 'string' },
  'admin-account': { type: 'string' },
  'admin-name': { type: 'string' },
  'admin-phone': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

const language = (): Language =>
  matchLanguage((process.env.LANG ?? '').split('.')[0]?.replace('_', '-')) ?? 'en-US';

/** Asks for the password without echoing it (a terminal only: a script sets SCHOOL_ADMIN_PASSWORD). */
async function askPassword(): Promise<string> {
  const fromEnv = process.env.SCHOOL_ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY)
    throw new UsageError('Set SCHOOL_ADMIN_PASSWORD: no terminal to ask the password in.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write("Administrator's password: ");
  muted._writeToOutput = () => undefined;
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

/** The school as typed, validated by the contract's rules; each problem named by its field. */
function schoolFrom(values: Record<string, string | boolean | undefined>, password: string, lang: Language) {
  const parsed = newSchool.safeParse({
    name: values.name,
    code: values.code,
    adminAccount: values['admin-account'],
    adminName: values['admin-name'],
    adminPhone: values['admin-phone'],
    adminPassword: password,
  });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const field = issue.path.join('.');
    const bounds = issue as { minimum?: number | bigint; maximum?: number | bigint };
    const message = translate(lang, issue.message as MessageKey, {
      min: Number(bounds.minimum ?? ''),
      max: Number(bounds.maximum ?? ''),
    });
    return `  ${fieldLabel(newSchool, field, lang) ?? field}: ${message}`;
  });
  throw new UsageError(lines.join('\n'));
}

async function create(args: string[]) {
  const { values } = parseArgs({ args, options: OPTIONS, strict: true });
  if (values.help) return void process.stdout.write(USAGE);
  const lang = language();
  const school = schoolFrom(values, await askPassword(), lang);
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, { poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    const registry = await loadAffairRegistry();
    const created = await createSchool(database, school, {
      passwordHashCost: config.passwordHashCost,
      prepare: async (trx, tenantId, now) => void (await deployAffairModules(trx, registry, tenantId, now)),
    });
    process.stdout.write(
      [
        `Created school ${created.name} (code ${created.code}, tenant ${created.tenantId})`,
        `with its root organisation and the administrator ${created.account}, who signs in with the password given.`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(appErrorText(lang, error).message);
    throw error;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'create') return create(rest);
  if (!command || command === 'help' || command === '--help' || command === '-h')
    return void process.stdout.write(USAGE);
  throw new UsageError(`Unknown command "${command}".\n\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 1;
});
