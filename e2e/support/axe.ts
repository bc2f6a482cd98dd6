import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core (WCAG 2.0/2.1 A and AA, and its best practices) on the screen a journey shows: the
 * route sweep audits every screen state it visits with it (issue 35). The library's own script is
 * put into the page; nothing is mocked.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  rule: string;
  impact: Impact;
  help: string;
  /** Each failing element: its selector and axe's summary of why. */
  nodes: { target: string; summary: string }[];
}

/** The impacts that fail a journey; moderate and minor ones are listed in docs/ACCESSIBILITY.md. */
export const BLOCKING: ReadonlySet<Impact> = new Set(['serious', 'critical']);

interface AxeResult {
  violations: {
    id: string;
    impact: Impact | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

export interface AuditOptions {
  /** axe rules not run (ones that cannot apply to the app: a journey's time is counted). */
  skipRules?: readonly string[];
}

/** Every violation on the page as it is now (or within `include`, a selector). */
export async function audit(page: Page, include?: string, options: AuditOptions = {}): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy (no inline script)
  // stays as it is in production.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(
    async ({ include, skipRules }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
      return axe.run(include ?? document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: Object.fromEntries(skipRules.map((rule) => [rule, { enabled: false }])),
        resultTypes: ['violations'],
      });
    },
    { include, skipRules: [...(options.skipRules ?? [])] },
  );
  return (result as AxeResult).violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
  }));
}

/** One line per failing element, for a test's message: the rule, its impact, the element. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.impact} ${v.rule} (${v.help}): ${n.target} - ${n.summary.replace(/\s+/g, ' ')}`),
  );
}
