import {
  createBrowserRouter,
  Navigate,
  redirect,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { bindRequestUi } from '../api/http';
import { PageLoading } from '../components/page-loading';
import { basename, guardLoader, pathBelowBase } from './guard/guard-loader';
import { lazyGroupOf, type LazyRouteGroup } from './lazy-route-groups';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { createRequestUi, preloadFeedback } from './request-ui';
import { RouteError } from './route-error';
import type { RouteMeta } from './route-meta';
import { appRoutes, isRedirectRoute, type AppRoute, type PageRoute } from './routes';

/**
 * Signed-in pages also get the server-state client; it loads with them, so the sign-in screens
 * (and the entry chunk) never carry it.
 */
async function pageComponent(meta: PageRoute['meta'], load: PageRoute['load']) {
  if (!meta.requiresAuth) return load();
  const [Page, boundary] = await Promise.all([load(), import('./query-boundary')]);
  return boundary.withQueryClient(Page);
}

function pageRoute({ id, path, meta, load }: PageRoute): RouteObject {
  // The guard and the page's code load in parallel; the page renders once both are done.
  return {
    id,
    path,
    handle: meta,
    loader: guardLoader(id),
    lazy: async () => ({ Component: await pageComponent(meta, load) }),
  };
}

function pagesIn(routes: AppRoute[], layout: RouteMeta['layout']): RouteObject[] {
  return routes
    .filter((route): route is PageRoute => !isRedirectRoute(route) && route.meta.layout === layout)
    .map(pageRoute);
}

/**
 * Turns the flat route table into the router tree: redirects, and every page under the layout its
 * meta names. The root and the tab pages' layout stay in the entry chunk; the sub-pages' layout
 * and the pages load lazily.
 */
function redirectsIn(routes: AppRoute[]): RouteObject[] {
  return routes
    .filter(isRedirectRoute)
    .map(({ path, redirectTo, guarded }) =>
      guarded
        ? { path, loader: guardedRedirect(redirectTo) }
        : { path, element: <Navigate to={redirectTo} replace /> },
    );
}

/** The guard first (signed out: sign in, keeping the path asked for), then on to `to`. */
function guardedRedirect(to: string): LoaderFunction {
  const guard = guardLoader('notFound');
  return async (args) => {
    await guard(args);
    return redirect(to);
  };
}

export function buildRouteTree(routes: AppRoute[]): RouteObject[] {
  const redirects = redirectsIn(routes);
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...redirects,
        { id: 'layout-main', Component: MainLayout, children: pagesIn(routes, 'main') },
        {
          id: 'layout-info',
          // Loaded with the first sub-page, in parallel with its page chunk (the router runs every
          // matched route's `lazy` at once): the sign-in screens never need its bar (issue 31).
          lazy: async () => ({ Component: (await import('./layouts/info-layout')).InfoLayout }),
          children: pagesIn(routes, 'info'),
        },
      ],
    },
  ];
}

// Bound before the router starts: its first loaders may already need toasts. The router is only
// read when a request fails, long after it exists.
bindRequestUi(
  createRequestUi({
    navigate: (to, options) => appRouter().navigate(to, options),
    currentPath: () => {
      const { location } = appRouter().state;
      return `${pathBelowBase(location.pathname)}${location.search}`;
    },
  }),
);

// By loader: groups that share a table (/bpmn and /demo) add it once.
const discovered = new Set<LazyRouteGroup['load']>();

/**
 * Adds a lazy group's routes on the first navigation into it (a path the table does not know
 * matches the catch-all, which makes the router ask). A group that failed to load is asked again.
 */
const discoverGroup: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const group = lazyGroupOf(pathBelowBase(path));
  if (!group || discovered.has(group.load)) return;
  discovered.add(group.load);
  try {
    const routes = await group.load();
    patch('root', redirectsIn(routes));
    patch('layout-main', pagesIn(routes, 'main'));
    patch('layout-info', pagesIn(routes, 'info'));
  } catch (error) {
    discovered.delete(group.load);
    throw error;
  }
};

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, made on the first call. Making it ranks and matches the whole route table and
 * starts the first navigation's loaders: tens of milliseconds on a slow phone, which at module
 * evaluation made the entry's evaluation one long task (issue 31); `main.tsx` calls this in a
 * task of its own.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(buildRouteTree(appRoutes), {
    basename,
    patchRoutesOnNavigation: discoverGroup,
  });
  return router;
}

preloadFeedback();
