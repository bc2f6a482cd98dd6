import { localize, type LocalizedText } from '@campus/contract';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { UiKey } from '../i18n/ui-messages';
import { useViewStore } from '../stores/view';

interface CommonMeta {
  /** i18n key of the page title (navigation bar and document title); else the route id is shown. */
  title?: UiKey;
  /** A title the page's descriptor gives in every language (a student-affairs screen's); wins over `title`. */
  text?: LocalizedText;
  /**
   * Needs a signed-in user. The navigation guard (SPEC §2.4a) decides by its own lists of open
   * routes and paths; routes.test.ts keeps this flag in agreement with them.
   */
  requiresAuth?: boolean;
}

/** Tab pages and full-screen pages: content above the bottom tab bar. */
interface MainLayoutMeta extends CommonMeta {
  layout: 'main';
  /** Hide the bottom tab bar on this page (error pages, full-screen flows). */
  hideTabBar?: boolean;
}

/** Sub-pages: a fixed top bar with back and home, never a tab bar. */
interface InfoLayoutMeta extends CommonMeta {
  layout: 'info';
}

/** The `handle` of every page route. */
export type RouteMeta = MainLayoutMeta | InfoLayoutMeta;

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'layout' in handle;
}

/** The deepest matched page route: its id and meta. */
export function useRouteMeta(): { id: string; meta?: RouteMeta } {
  const matches = useMatches();
  const page = matches.findLast((match) => isRouteMeta(match.handle));
  if (page && isRouteMeta(page.handle)) return { id: page.id, meta: page.handle };
  return { id: matches.at(-1)?.id ?? '' };
}

/** The current page's title: its meta title translated, else its route id. */
export function useRouteTitle(): string {
  const { id, meta } = useRouteMeta();
  const { t } = useTranslation();
  const language = useViewStore((s) => s.language);
  if (meta?.text) return localize(meta.text, language);
  return meta?.title ? t(meta.title) : id;
}
