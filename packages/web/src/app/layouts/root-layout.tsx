import { Outlet, ScrollRestoration } from 'react-router';
import { RouteProgress } from '../../components/route-progress';
import { useMessageCountSync } from '../../stores/message-count';
import { useDropBootPicture } from '../boot-picture';
import { useDocumentTitle } from '../use-document-title';
import { useTrackNavigation } from '../use-track-navigation';

/**
 * Above both layouts: navigation side effects (title, visited views), scroll restoration, and the
 * unread-message badge kept current.
 */
export function RootLayout() {
  useDropBootPicture();
  useDocumentTitle();
  useTrackNavigation();
  useMessageCountSync();
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
