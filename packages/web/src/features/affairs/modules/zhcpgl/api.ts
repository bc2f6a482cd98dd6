import type { ClassScores, EvaluationClasses, MyEvaluation } from '@campus/contract/affairs/zhcpgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The evaluation's own routes besides the generic module API (/zhcpgl/v3/evaluation; contract affairs/modules/zhcpgl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'zhcpgl', url: `/evaluation${url}`, params }));

const year = (academicYear?: string): Record<string, string> => (academicYear ? { academicYear } : {});

export const evaluation = {
  mine: (academicYear?: string) => get<MyEvaluation>('/mine', year(academicYear)),
  classes: () => get<EvaluationClasses>('/classes'),
  classScores: (classId: string, academicYear?: string) =>
    get<ClassScores>('/class', { classId, ...year(academicYear) }),
  exportClass: (classId: string, academicYear?: string) =>
    http.request({
      service: 'zhcpgl',
      url: '/evaluation/class/export',
      params: { classId, ...year(academicYear) },
      responseType: 'arraybuffer',
      loading: true,
    }),
};
