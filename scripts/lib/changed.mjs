// `npm test -- --changed[=REF]`: the quick check for daily work (issue 26). The files changed
// since REF (HEAD by default: what is not committed yet), committed or not, plus new untracked
// files; what each step of the quick run covers follows from them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

function git(root, args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** Changed and new files since `base`, that still exist (a deleted file has nothing to check). */
export function changedFiles(root, base = 'HEAD') {
  const files = new Set([
    ...git(root, ['diff', '--name-only', '--diff-filter=ACMR', base]),
    ...git(root, ['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...files].filter((file) => existsSync(join(root, file))).sort();
}

const LINTED = /\.(m?js|tsx?)$/;
const FORMATTED = /\.(m?js|tsx?|json|css|md|html|ya?ml)$/;

/** What the quick run checks of these files. */
export function quickPlan(files) {
  return {
    /** prettier --check (it skips what it cannot format). */
    formatted: files.filter((f) => FORMATTED.test(f)),
    /** eslint. */
    linted: files.filter((f) => LINTED.test(f)),
    /** Journeys run only when their own spec changed (a journey is minutes; the full run has them all). */
    journeys: files.filter((f) => /^e2e\/tests\/.+\.spec\.ts$/.test(f)),
  };
}
