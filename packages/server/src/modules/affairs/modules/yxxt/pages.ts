import { localize, routeGroups, type Language, type LocalizedText } from '@campus/contract';
import type { OnboardingPage, OnboardingPageInput, OnboardingPageKey } from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireManager } from '../../audience.js';
import { YXXT } from './group.js';
import { PAGE_TEXTS } from './page-texts.js';
import { rowWhere } from '../../row-where.js';

/**
 * Onboarding's rich pages (入学须知 and its two kinds, rxxz, the financial-aid policy, the
 * announcement, the consulting page): the school's own text when its managers wrote one, else the
 * product's; the title is the screen's. Everyone in the school reads them.
 */
const screenTitle = (key: OnboardingPageKey): LocalizedText =>
  routeGroups(YXXT)
    .flatMap((g) => g.screens)
    .find((s) => s.route === key)?.title ?? key;

/** "# heading" lines start sections; blank lines part paragraphs. */
function sectionsOf(body: string) {
  const sections: OnboardingPage['sections'] = [];
  for (const block of body.split(/\n\s*\n/)) {
    const lines = block.trim().split('\n');
    if (!lines[0]) continue;
    if (lines[0].startsWith('# ')) {
      sections.push({ heading: lines[0].slice(2).trim(), paragraphs: [] });
      lines.shift();
    } else if (sections.length === 0) sections.push({ heading: '', paragraphs: [] });
    const text = lines.join('\n').trim();
    if (text) sections.at(-1)!.paragraphs.push(text);
  }
  return sections;
}

export async function pageOf(
  db: Kysely<DB>,
  caller: AuthContext,
  key: OnboardingPageKey,
  lang: Language,
): Promise<OnboardingPage> {
  const [own, school] = await Promise.all([
    rowWhere(db, 'onboardingPage', { tenantId: caller.tenantId, key }),
    db.selectFrom('tenant').select('name').where('id', '=', caller.tenantId).executeTakeFirstOrThrow(),
  ]);
  const title = own ? (JSON.parse(own.title) as LocalizedText) : screenTitle(key);
  const body = own ? (JSON.parse(own.body) as LocalizedText) : PAGE_TEXTS[key];
  return {
    key,
    title: localize(title, lang),
    sections: sectionsOf(localize(body, lang).replaceAll('{school}', school.name)),
    own: own !== undefined,
    updatedAt: own ? Number(own.updatedAt) : null,
  };
}

export async function savePage(
  db: Kysely<DB>,
  caller: AuthContext,
  key: OnboardingPageKey,
  input: OnboardingPageInput,
  now = Date.now(),
): Promise<void> {
  requireManager(YXXT, caller);
  const row = { title: JSON.stringify(input.title), body: JSON.stringify(input.body), updatedAt: now };
  await db
    .insertInto('onboardingPage')
    .values({ tenantId: caller.tenantId, key, ...row })
    .onConflict((oc) => oc.columns(['tenantId', 'key']).doUpdateSet(row))
    .execute();
}
