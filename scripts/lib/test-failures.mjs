// The failed tests of a run, named again at the very end of `npm test`. CI keeps only the tail of a
// long run's output: without this, a failure in a step that ran side by side (its log printed
// minutes earlier) leaves only "FAIL server-pg" in what CI shows, and the next person cannot tell
// which test failed or why. Read from the JSON reports the steps write in .tmp/test-logs/.
import { relative } from 'node:path';
import { readReports } from './test-budget.mjs';

/** The first lines of a failure message, without colour codes: enough to recognise it. */
function firstLines(message, lines = 3) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, lines);
}

/** Failed tests of a Vitest JSON report, and files that failed before any test ran. */
export function vitestFailures(report, root) {
  const rows = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed)
      rows.push({
        where: `${name} > ${test.fullName ?? test.title}`,
        message: firstLines(test.failureMessages?.[0]),
      });
    if (failed.length === 0 && file.status === 'failed')
      rows.push({ where: name, message: firstLines(file.message) });
  }
  return rows;
}

/** Journeys of a Playwright JSON report that failed in the end, and those that passed only on a retry. */
export function playwrightFailures(report) {
  const rows = [];
  const walk = (suite, file, titles) => {
    const here = suite.file ?? file;
    const path = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failedRun = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        rows.push({
          where: `${test.status === 'flaky' ? '(flaky) ' : ''}e2e/tests/${here}:${spec.line} > ${[...path, spec.title].join(' > ')}`,
          message: firstLines(failedRun?.error?.message),
        });
      }
    for (const child of suite.suites ?? []) walk(child, here, path);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file, []);
  return rows;
}

/** The lines to print at the end: nothing when every report is clean. */
export function failureLines(reports, root, limit = 20) {
  const rows = [];
  for (const { step, kind, report } of readReports(reports)) {
    const found = kind === 'playwright' ? playwrightFailures(report) : vitestFailures(report, root);
    for (const f of found) rows.push({ step, ...f });
  }
  if (rows.length === 0) return [];
  const lines = ['Failed tests:'];
  for (const r of rows.slice(0, limit)) {
    lines.push(`  ${r.step}: ${r.where}`);
    for (const m of r.message) lines.push(`      ${m.slice(0, 300)}`);
  }
  if (rows.length > limit) lines.push(`  … and ${rows.length - limit} more (.tmp/test-logs/)`);
  return lines;
}
