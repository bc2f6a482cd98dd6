import type { AffairDetail, AffairModuleDescriptor } from '@campus/contract';
import type { ComponentType } from 'react';
import type { AffairScreenProps } from './affair-screen';

/** What a module shows on its detail screen beyond the generic parts (leave: the return, 销假). */
export interface DetailExtrasProps {
  module: AffairModuleDescriptor;
  detail: AffairDetail;
}

export type DetailExtras = ComponentType<DetailExtrasProps>;

/**
 * A group's own screens, in its web folder modules/<group>/screens.tsx (`export default`): the
 * kinds its descriptor names beyond the generic ones, and extras on its modules' detail screens.
 * A group with nothing of its own has no web folder.
 */
export interface GroupScreens {
  screens?: Record<string, ComponentType<AffairScreenProps>>;
  detailExtras?: Record<string, DetailExtras>;
}
