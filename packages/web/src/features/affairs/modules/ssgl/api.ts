import type { FormDefinition } from '@campus/contract';
import type {
  BedAssignBody,
  BedFreeBody,
  BuildingRooms,
  DisciplineInput,
  DisciplineRecord,
  FreeBeds,
  InspectionKind,
  InspectionRound,
  InspectionScore,
  InspectionSheet,
  MyDormitory,
  OccupancyOverview,
  RoundInput,
  ScoreInput,
  StudentDormRecord,
  StudentPlacement,
} from '@campus/contract/affairs/ssgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The dormitory's own routes besides the generic module API (/ssgl/v3/dorm; contract affairs/modules/ssgl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'ssgl', url: `/dorm${url}`, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'ssgl', url: `/dorm${url}`, data }));

const defined = (params: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1]));

export const dorm = {
  mine: () => get<MyDormitory>('/mine'),
  freeBeds: (buildingId?: string) => get<FreeBeds>('/freeBeds', defined({ buildingId })),
  occupancy: () => get<OccupancyOverview>('/occupancy'),
  building: (id: string) => get<BuildingRooms>('/building', { id }),
  search: (q: string) => get<StudentPlacement[]>('/search', { q }),
  assign: (body: BedAssignBody) => post<StudentPlacement>('/assign', body),
  free: (body: BedFreeBody) => post<StudentPlacement>('/free', body),

  disciplineForm: () => get<FormDefinition>('/discipline/form'),
  disciplineList: (q?: string) => get<DisciplineRecord[]>('/discipline/list', defined({ q })),
  discipline: (id: string) => get<DisciplineRecord>('/discipline', { id }),
  saveDiscipline: (input: DisciplineInput) => post<DisciplineRecord>('/discipline/save', input),

  rounds: (kind?: InspectionKind) => get<InspectionRound[]>('/inspection/rounds', defined({ kind })),
  saveRound: (input: RoundInput) => post<InspectionRound>('/inspection/round/save', input),
  publishRound: (id: string) => post<InspectionRound>('/inspection/round/publish', { id }),
  sheet: (roundId: string, buildingId?: string) =>
    get<InspectionSheet>('/inspection/sheet', defined({ roundId, buildingId })),
  saveScore: (input: ScoreInput) => post<InspectionScore>('/inspection/score', input),

  record: (studentId?: string) => get<StudentDormRecord>('/record', defined({ studentId })),
};
