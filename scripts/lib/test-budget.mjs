// The suite's time budget (issue 26): `npm test` must stay within 25 minutes on CI's two cores, or
// it soon passes CI's 90-minute limit and nothing lands. After the summary, a run over the budget
// warns and names what to look at first: the slowest steps, and the slowest test files of the
// steps that wrote a JSON report (Vitest's and Playwright's, in .tmp/test-logs/).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const BUDGET_SECONDS = 25 * 60;

/** Seconds per test file of a Vitest JSON report (its testResults, each with start and end). */
export function vitestFileSeconds(report, root) {
  return (report.testResults ?? []).map((file) => ({
    file: relative(root, file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
  }));
}

/** Seconds per spec file of a Playwright JSON report: the sum of its tests' runs (retries too). */
export function playwrightFileSeconds(report) {
  const totals = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          totals.set(here, (totals.get(here) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals].map(([file, seconds]) => ({ file: `e2e/tests/${file}`, seconds }));
}

/**
 * The reports that exist and parse, each with its step and kind: a step that did not run or died
 * mid-write has none, which is no reason to fail the summary.
 */
export function readReports(reports) {
  const read = [];
  for (const { step, kind, path } of reports) {
    if (!existsSync(path)) continue;
    try {
      read.push({ step, kind, report: JSON.parse(readFileSync(path, 'utf8')) });
    } catch {
      continue;
    }
  }
  return read;
}

/** The slowest files of every report found, slowest first, tagged with their step. */
export function slowestFiles(reports, root, count = 10) {
  const rows = [];
  for (const { step, kind, report } of readReports(reports)) {
    const files = kind === 'playwright' ? playwrightFileSeconds(report) : vitestFileSeconds(report, root);
    for (const f of files) rows.push({ step, ...f });
  }
  return rows.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/**
 * The lines to print after the summary: nothing within the budget; else the warning, the three
 * slowest steps and the slowest files.
 */
export function budgetWarning({ totalSeconds, steps, files, budget = BUDGET_SECONDS }) {
  if (totalSeconds <= budget) return [];
  const minutes = (s) => `${(s / 60).toFixed(1)} min`;
  const lines = [
    `WARNING: the suite took ${minutes(totalSeconds)}, over its budget of ${minutes(budget)} (scripts/lib/test-budget.mjs).`,
    'Slowest steps:',
    ...[...steps]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 3)
      .map((s) => `  ${s.name.padEnd(14)} ${s.seconds.toFixed(0)} s`),
  ];
  if (files.length) {
    lines.push('Slowest files:');
    for (const f of files)
      lines.push(`  ${f.seconds.toFixed(0).padStart(5)} s  ${f.step.padEnd(14)} ${f.file}`);
  }
  return lines;
}
