/**
 * The blocking violations the other branch of issue 35 fixes at the shared place (theme colours,
 * the wrapped antd-mobile Stepper and ActionSheet, the platform's cards): the sweep skips these
 * rule + element (+ route) patterns until that branch is merged beside this one, so that every
 * other violation already fails the sweep. THE INTEGRATOR EMPTIES THIS LIST AFTER THE MERGE, and
 * the sweep must then pass without it.
 */
export interface SharedFixException {
  rule: string;
  /** axe's selector of the failing element. */
  target: RegExp;
  /** The route (or popup state) it is on, when the element's selector alone is too wide. */
  route?: RegExp;
  /** axe's summary of why, when the colour rather than the element tells whose fix it is. */
  summary?: RegExp;
  why: string;
}

export const OWNED_BY_SHARED_FIX: readonly SharedFixException[] = [
  {
    rule: 'color-contrast',
    target: /./,
    summary: /foreground color: #cccccc/,
    why: "placeholders in antd-mobile's #cccccc (1.6:1): the theme's placeholder colour",
  },
  {
    rule: 'color-contrast',
    target: /adm-badge|data-badge/,
    why: 'the tiles\' "审批 N" badge, white on #ff8f1f at 10 px (2.28:1): the theme',
  },
  {
    rule: 'color-contrast',
    target: /adm-tag|adm-button-warning/,
    summary: /color: #ff8f1f/,
    why: 'warning tags and buttons, #ff8f1f as text or background (2.28:1): --adm-color-warning',
  },
  { rule: 'color-contrast', target: /adm-calendar/, why: 'calendar day cells: the theme' },
  {
    rule: 'color-contrast',
    target: /adm-selector|adm-capsule-tabs|adm-jumbo-tabs|adm-tabs-tab/,
    why: 'selected filter items: the theme',
  },
  {
    rule: 'nested-interactive',
    target: /_card_/,
    route: /^\/bpmn\//,
    why: 'the bpm cards (new process, withdrawn): one interactive element per card (bpm feature)',
  },
  {
    rule: 'label-content-name-mismatch',
    target: /_link_/,
    route: /^\/(redirect\/)?my\/index/,
    why: "the My page's profile link: its name must contain its visible text (my feature)",
  },
  { rule: 'aria-required-parent', target: /adm-action-sheet/, why: 'ActionSheet items role=option: wrapped' },
  { rule: 'aria-required-children', target: /adm-action-sheet/, why: 'ActionSheet: wrapped' },
  { rule: 'aria-allowed-role', target: /adm-action-sheet/, why: 'ActionSheet: wrapped' },
  {
    rule: 'label',
    target: /adm-stepper|input\[inputmode="decimal"\]/,
    why: 'Stepper input without a label: wrapped',
  },
  { rule: 'aria-valid-attr-value', target: /adm-stepper/, why: 'Stepper value attributes: wrapped' },
  {
    rule: 'aria-allowed-attr',
    target: /adm-stepper/,
    why: 'Stepper value attributes on the wrapper: wrapped',
  },
  { rule: 'aria-prohibited-attr', target: /adm-stepper/, why: 'Stepper: wrapped' },
];
