import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgress } from '../../components/route-progress';
import { useDocumentTitle } from '../use-document-title';
import { useTrackNavigation } from '../use-track-navigation';

/** Above both layouts: navigation side effects (title, visited views) and scroll restoration. */
export function RootLayout() {
  useDocumentTitle();
  useTrackNavigation();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
