import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useViewStore } from '../stores/view';
import { tabAt } from './layouts/tab-paths';
import { useRouteMeta } from './route-meta';

/** Records each page in the visited views and keeps the active tab on the last tab page opened. */
export function useTrackNavigation(): void {
  const { pathname } = useLocation();
  const { id, meta } = useRouteMeta();
  const addVisitedView = useViewStore((state) => state.addVisitedView);
  const setActiveTabbar = useViewStore((state) => state.setActiveTabbar);

  useEffect(() => {
    if (!meta) return;
    addVisitedView({ id, path: pathname, title: meta.title });
    const tab = tabAt(pathname);
    if (tab) setActiveTabbar(tab);
  }, [id, meta, pathname, addVisitedView, setActiveTabbar]);
}
