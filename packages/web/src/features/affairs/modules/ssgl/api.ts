import type {
  BuildingRooms,
  FreeBeds,
  MyDormitory,
  OccupancyOverview,
  StudentPlacement,
} from '@campus/contract/affairs/ssgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The dormitory's own routes besides the generic module API (/ssgl/v3/dorm; contract affairs/modules/ssgl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'ssgl', url: `/dorm${url}`, params }));

export const dorm = {
  mine: () => get<MyDormitory>('/mine'),
  freeBeds: (buildingId?: string) => get<FreeBeds>('/freeBeds', buildingId ? { buildingId } : undefined),
  occupancy: () => get<OccupancyOverview>('/occupancy'),
  building: (id: string) => get<BuildingRooms>('/building', { id }),
  search: (q: string) => get<StudentPlacement[]>('/search', { q }),
};
