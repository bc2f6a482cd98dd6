import type { Locator, Page } from '@playwright/test';

/**
 * Touch targets (issue 35): a screen's primary actions at least 44 x 44 px, the size a thumb hits
 * without aiming (WCAG 2.5.5, Apple's and Android's guidelines). Primary actions are the solid
 * primary buttons of normal or large size (a form's submit, an approval's agree, a bar's main
 * button) and submit buttons; the small and mini sizes are in-card secondary actions, chosen small
 * on purpose (they stay above WCAG 2.2's 24 px minimum).
 */

export const MIN_TARGET = 44;

const PRIMARY_ACTIONS = [
  '.adm-button-primary:not(.adm-button-fill-outline):not(.adm-button-fill-none):not(.adm-button-small):not(.adm-button-mini)',
  'button[type="submit"]',
].join(', ');

/** A visible element's size against the minimum: undefined when it is big enough or not shown. */
function tooSmall(box: { width: number; height: number } | null): string | undefined {
  if (!box || box.width === 0 || box.height === 0) return undefined;
  if (box.width >= MIN_TARGET && box.height >= MIN_TARGET) return undefined;
  return `${Math.round(box.width)} x ${Math.round(box.height)} px`;
}

/** The primary actions on screen (or in `within`) under 44 x 44 px, each named by its text and size. */
export async function smallTargets(page: Page, within?: string): Promise<string[]> {
  const actions = within ? page.locator(within).locator(PRIMARY_ACTIONS) : page.locator(PRIMARY_ACTIONS);
  const found = await actions.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect();
      const hidden = element.closest('[aria-hidden="true"], [hidden]') !== null;
      return { text: element.textContent?.trim() ?? '', width: hidden ? 0 : width, height };
    }),
  );
  return found.flatMap(({ text, ...box }) => {
    const size = tooSmall(box);
    return size ? [`button "${text}" is ${size}`] : [];
  });
}

/** One element the sweep taps, named by the caller: a problem when it is under 44 x 44 px. */
export async function smallTarget(target: Locator, name: string): Promise<string | undefined> {
  const size = tooSmall(await target.boundingBox());
  return size && `${name} is ${size}`;
}
