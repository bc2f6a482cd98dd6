import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { audit, BLOCKING, describeViolations, type Impact, type Violation } from './axe';
import { readScreen } from './sweep';
import { smallTargets } from './touch-targets';

/**
 * The route sweep's accessibility check (issue 35): axe-core on each screen state it visits. A
 * serious or critical violation is a problem filed under the route on screen (the sweep's report
 * lists it with the rest, naming the rule and the element); moderate and minor ones are counted
 * and written to e2e/.artifacts/a11y/<test>.json for docs/ACCESSIBILITY.md, and fail nothing.
 * The primary actions on an audited screen are held to 44 x 44 px (touch-targets.ts).
 */

/**
 * axe rules that cannot apply to the app, not run: it has no frames, audio, video, image maps,
 * <object>, image buttons, marquee or blink, and never refreshes itself by a <meta>.
 */
const CANNOT_APPLY = [
  'frame-focusable-content',
  'frame-tested',
  'frame-title',
  'frame-title-unique',
  'audio-caption',
  'video-caption',
  'no-autoplay-audio',
  'area-alt',
  'server-side-image-map',
  'object-alt',
  'input-image-alt',
  'marquee',
  'blink',
  'meta-refresh',
];

/** Where each sweep test writes its moderate and minor findings. */
const LESSER_DIR = fileURLToPath(new URL('../.artifacts/a11y/', import.meta.url));

/**
 * Screens already audited by this worker process, by language and state: six roles see most
 * routes the same way, and axe on a screen costs more than the visit itself. A worker that fails
 * a test is replaced, so a retry audits everything again.
 */
const audited = new Set<string>();

export interface LesserFinding {
  rule: string;
  impact: Impact;
  route: string;
  /** Failing elements on that route. */
  count: number;
}

/** What the sweep's watcher offers the auditor: filing a problem under the route on screen. */
interface Filer {
  file(what: string): void;
}

/**
 * The state of a screen as axe sees it: the distinct kinds of element on screen (readScreen's
 * `kinds`: tag, classes, role, and whether it names itself), not their text or number, nor the
 * route. Two roles seeing the same list with other rows are one state, and so are two groups'
 * screens of one kind (each student-affairs group's schemes, records, review...) built from the
 * same components; an extra button, field or tag colour is another state. The violations are the
 * components', so they are found on the first route that shows them.
 */
function screenState(kinds: string, language: string): string {
  return `${language} ${createHash('sha1').update(kinds).digest('hex')}`;
}

/**
 * The auditor of one sweep test. Its moderate and minor findings are written as they come (an
 * empty list first: the test ran clean so far), so a test that stops on a problem keeps them.
 */
export function sweepAuditor(testName: string) {
  const lesser = new Map<string, LesserFinding>();
  const file = `${LESSER_DIR}${testName.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '')}.json`;
  const save = () => {
    mkdirSync(LESSER_DIR, { recursive: true });
    const findings = [...lesser.values()].sort((a, b) => a.rule.localeCompare(b.rule));
    writeFileSync(file, `${JSON.stringify(findings, null, 2)}\n`);
  };
  const note = (route: string, violation: Violation) => {
    const key = `${violation.rule} ${route}`;
    const found = lesser.get(key) ?? { rule: violation.rule, impact: violation.impact, route, count: 0 };
    found.count += violation.nodes.length;
    lesser.set(key, found);
  };
  save();

  return {
    /**
     * Audits the screen as it is now, unless this worker has audited the same state in this
     * language; `within` restricts axe to an open popup. The popups' states pass `force`.
     * `kinds` is the screen's reading if the caller has it (readScreen), else it is read here.
     */
    async check(
      page: Page,
      filer: Filer,
      route: string,
      language: string,
      options: { within?: string; force?: boolean; kinds?: string } = {},
    ): Promise<void> {
      const state = screenState(options.kinds ?? (await readScreen(page)).kinds, language);
      if (!options.force && audited.has(state)) return;
      audited.add(state);
      const started = Date.now();
      const violations = await audit(page, options.within, { skipRules: CANNOT_APPLY });
      for (const line of describeViolations(violations.filter((v) => BLOCKING.has(v.impact)))) {
        filer.file(`accessibility: ${line}`);
      }
      const lesserOnes = violations.filter((v) => !BLOCKING.has(v.impact));
      for (const violation of lesserOnes) note(route, violation);
      if (lesserOnes.length > 0) save();
      for (const small of await smallTargets(page, options.within))
        filer.file(`touch target under 44 x 44 px: ${small}`);
      if (process.env.SWEEP_TRACE) console.log(`  ${Date.now() - started} ms audit ${route}`);
    },
  };
}

export type SweepAuditor = ReturnType<typeof sweepAuditor>;
