import type { AffairDetail, AffairModuleDescriptor } from '@campus/contract';
import type { ComponentType } from 'react';
import type { AffairScreenProps } from './affair-screen';

/** What a module shows on its detail screen beyond the generic parts (leave: the return, 销假). */
export interface DetailExtrasProps {
  module: AffairModuleDescriptor;
  detail: AffairDetail;
}

export type DetailExtras = ComponentType<DetailExtrasProps>;

/** Loads one screen when it is first opened: each is its own chunk, so no screen pays for its siblings. */
export type LazyPart<T> = () => Promise<T>;

/**
 * A group's own screens, in its web folder modules/<group>/screens.tsx (`export default`): the
 * kinds its descriptor names beyond the generic ones, and extras on its modules' detail screens,
 * each as a loader (`kind: () => import('./x-page').then((m) => m.XPage)`), never a static import:
 * the file itself stays a few hundred bytes. A group with nothing of its own has no web folder.
 */
export interface GroupScreens {
  screens?: Record<string, LazyPart<ComponentType<AffairScreenProps>>>;
  detailExtras?: Record<string, LazyPart<DetailExtras>>;
}
