/**
 * Which files of db/migrations are migrations, and in what order they run. A migration is
 * `NNNN_words.ts` (four digits, so the runner's order by name is the order by number); tests and
 * the folder's index sit beside them. Any other file stops the start with its name, rather than
 * being skipped: a migration the runner does not see would never run.
 */
const MIGRATION = /^(\d{4})_[a-z0-9]+(?:_[a-z0-9]+)*$/;
const NOT_MIGRATIONS = /(?:^index|\.test|\.d)\.ts$/;

/** The migration names (file names without `.ts`) among a folder's source files, by number. */
export function migrationNames(files: readonly string[]): string[] {
  const names = files
    .filter((file) => file.endsWith('.ts') && !NOT_MIGRATIONS.test(file))
    .map((file) => file.slice(0, -'.ts'.length));
  const byNumber = new Map<string, string>();
  for (const name of names) {
    const number = MIGRATION.exec(name)?.[1];
    if (number === undefined)
      throw new Error(`db/migrations/${name}.ts: a migration is named NNNN_words.ts (four digits)`);
    const other = byNumber.get(number);
    if (other !== undefined) throw new Error(`db/migrations: ${other} and ${name} have the same number`);
    byNumber.set(number, name);
  }
  return [...byNumber.keys()].sort().map((number) => byNumber.get(number)!);
}

/**
 * The source folder of the migrations, seen from the folder's index: the same folder whether the
 * index runs from its TypeScript source (tests, development) or compiled (packages/server/dist),
 * so the compiled server runs exactly the migrations the tests run.
 */
export const migrationSourceFolder = (indexUrl: string): URL =>
  new URL('../../../src/db/migrations/', indexUrl);
