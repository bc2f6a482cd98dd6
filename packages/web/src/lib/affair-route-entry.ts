import type { LocalizedText, RouteGroup } from '@campus/contract';

/** What the route table knows of a student-affairs group without loading its descriptor. */
export interface AffairRouteEntry {
  key: string;
  title: LocalizedText;
  modules: { key: string; title: LocalizedText; processKey: string }[];
  routes: RouteGroup[];
}
