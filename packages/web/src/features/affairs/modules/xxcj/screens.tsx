import type { GroupScreens } from '../../group-screens';

/**
 * Information collection's screens (contract affairs/modules/xxcj): the student's collections and
 * the fill-in form, the staff's collections, the designer and the completion. Each its own chunk.
 */
export default {
  screens: {
    infoCollection: () => import('./mine-page').then((m) => m.InfoCollectionPage),
    collectionFill: () => import('./fill-page').then((m) => m.CollectionFillPage),
    collectionManage: () => import('./manage-page').then((m) => m.CollectionManagePage),
    collectionDesign: () => import('./design-page').then((m) => m.CollectionDesignPage),
    collectionResults: () => import('./results-page').then((m) => m.CollectionResultsPage),
  },
} satisfies GroupScreens;
