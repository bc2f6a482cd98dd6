import { expect, type Page } from '@playwright/test';

/** A group's header entries (its other screens, features/affairs/group-header.tsx), labelled by the group's title. */
export const headerEntries = (page: Page, group: string) => page.getByRole('navigation', { name: group });

/**
 * Which of a group's screens its header offers the viewer: those in `offered` are there, those in
 * `withheld` are not (a screen for another cohort or role).
 */
export async function expectHeaderEntries(
  page: Page,
  group: string,
  entries: { offered: readonly string[]; withheld: readonly string[] },
): Promise<void> {
  const nav = headerEntries(page, group);
  for (const name of entries.offered)
    await expect(nav.getByRole('button', { name, exact: true })).toBeVisible();
  for (const name of entries.withheld)
    await expect(nav.getByRole('button', { name, exact: true })).toHaveCount(0);
}
