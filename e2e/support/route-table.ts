import {
  resolveGroup,
  routeGroups,
  type AffairGroupDescriptor,
  type AffairGroupSpec,
  type GroupScreen,
} from '@campus/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The app's routes as the web app declares them, read from its sources rather than listed here,
 * so a new screen joins the route sweep by itself:
 * - the route table (packages/web/src/app/routes.tsx) and the workflow table
 *   (app/workflow-routes.tsx): every `path: '...'` entry and every `['id', '/path', ...]` row;
 * - the student-affairs screens, generated like app/affair-routes.tsx does from the groups the
 *   contract's folders declare (affairs/modules/<group>/index.ts).
 */

const WEB_APP = new URL('../../packages/web/src/app/', import.meta.url);
const GROUPS = new URL('../../packages/contract/src/affairs/modules/', import.meta.url);

export interface TableRoute {
  /** The path pattern, e.g. '/notice/detail/:id' or '/redirect/*'. */
  path: string;
  /** A redirect entry (`redirectTo`) rather than a page. */
  redirect: boolean;
  /** The page needs a signed-in user (`meta.requiresAuth`; every workflow screen does). */
  requiresAuth: boolean;
}

function stringOf(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of node.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  }
  return undefined;
}

function routesIn(file: string, everyRowNeedsAuth: boolean): TableRoute[] {
  const path = fileURLToPath(new URL(file, WEB_APP));
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: TableRoute[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const routePath = stringOf(property(node, 'path'));
      if (routePath?.startsWith('/') || routePath === '*') {
        const meta = property(node, 'meta');
        const requiresAuth =
          meta !== undefined &&
          ts.isObjectLiteralExpression(meta) &&
          property(meta, 'requiresAuth')?.kind === ts.SyntaxKind.TrueKeyword;
        found.push({ path: routePath, redirect: property(node, 'redirectTo') !== undefined, requiresAuth });
      }
    } else if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2) {
      const [id, routePath] = node.elements.map(stringOf);
      if (id && /^\w+$/.test(id) && routePath?.startsWith('/')) {
        found.push({ path: routePath, redirect: false, requiresAuth: everyRowNeedsAuth });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The core route table and the workflow screens (SPEC §2.1). */
export function tableRoutes(): TableRoute[] {
  return [...routesIn('routes.tsx', false), ...routesIn('workflow-routes.tsx', true)];
}

export interface AffairScreenRoute {
  path: string;
  group: AffairGroupDescriptor;
  /** Undefined for a group's own path (it sends each user on to their screen). */
  screen?: GroupScreen;
}

/** Every student-affairs group the contract declares, as the web app and the server find them. */
export async function affairGroups(): Promise<AffairGroupDescriptor[]> {
  const keys = readdirSync(GROUPS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    keys.map(async (key) => {
      const loaded = (await import(`@campus/contract/affairs/${key}`)) as { default: AffairGroupSpec };
      return resolveGroup(loaded.default);
    }),
  );
}

/** Every student-affairs screen route, with its group's path (app/affair-routes.tsx). */
export function affairRoutes(groups: readonly AffairGroupDescriptor[]): AffairScreenRoute[] {
  return groups.flatMap((group) =>
    routeGroups(group).flatMap((routes) => [
      { path: routes.basePath, group },
      ...routes.screens.map((screen) => ({ path: `${routes.basePath}/${screen.route}`, group, screen })),
    ]),
  );
}

/** Who the signed-in user is, as far as which screens they are offered goes. */
export interface Viewer {
  roles: readonly string[];
  isTenantAdmin: boolean;
}

const hasAnyRole = (viewer: Viewer, roles: readonly string[]) => roles.some((r) => viewer.roles.includes(r));

/**
 * Whether the web app offers a student-affairs screen to the viewer (the rule of
 * features/affairs/audience.ts): applicants' screens to a module's apply audience, reviewers' to
 * its review audience and the group's managers, managers' to the managers and tenant admins.
 */
export function offered(group: AffairGroupDescriptor, screen: GroupScreen | undefined, viewer: Viewer) {
  const manages = viewer.isTenantAdmin || hasAnyRole(viewer, group.manage);
  const inModules = (side: 'apply' | 'review', module?: string) =>
    group.modules.some((m) => (!module || m.key === module) && hasAnyRole(viewer, m.audience[side])) ||
    (!module && hasAnyRole(viewer, group.audience?.[side] ?? []));
  if (!screen) return inModules('apply') || inModules('review') || manages;
  if (screen.roles && !viewer.isTenantAdmin && !hasAnyRole(viewer, screen.roles)) return false;
  switch (screen.audience) {
    case 'all':
      return true;
    case 'apply':
      return inModules('apply', screen.module);
    case 'review':
      return inModules('review', screen.module) || manages;
    case 'manage':
      return manages;
  }
}

/** A path pattern of the route table as a matcher of concrete paths (`:name` one segment, `*` the rest). */
export function patternMatcher(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return `[^/]+${segment.endsWith('*') ? '(?:/.*)?' : ''}`;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}$`);
}
