import type { AffairDetail, AffairModuleDescriptor } from '@campus/contract';
import type { ComponentType } from 'react';

/** What a module shows on its detail screen beyond the generic parts (leave: the return, 销假). */
export interface DetailExtrasProps {
  module: AffairModuleDescriptor;
  detail: AffairDetail;
}

export type DetailExtras = ComponentType<DetailExtrasProps>;
