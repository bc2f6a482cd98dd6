import type { AffairGroupDescriptor, AnyRoute } from '@campus/contract';
import { groupEndpoints, moduleEndpoints } from '../../../api/affairs';

/**
 * What the staff's commands change, by endpoint (invalidateEndpoints reloads those queries and
 * no others).
 */

/** A batch opened, edited or closed: the batches, the years offered, the schemes and each module's meta. */
export function batchChanges(group: AffairGroupDescriptor): AnyRoute[] {
  const endpoints = groupEndpoints(group);
  return [
    endpoints.batches,
    endpoints.options,
    endpoints.schemes,
    ...group.modules.map((module) => moduleEndpoints(module).meta),
  ];
}

/** The school's figures saved: the settings, and the amounts the schemes and the modules' metas show. */
export function settingsChanges(group: AffairGroupDescriptor): AnyRoute[] {
  const endpoints = groupEndpoints(group);
  return [
    endpoints.settings,
    endpoints.schemes,
    ...group.modules.map((module) => moduleEndpoints(module).meta),
  ];
}
