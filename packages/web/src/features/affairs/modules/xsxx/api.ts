import type {
  StudentInfoCard,
  StudentPage,
  StudentQuery,
  StudentQueryOptions,
} from '@campus/contract/affairs/xsxx';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Student information's own routes (/jczy/v3/xsxx; contract affairs/modules/xsxx). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'jczy', url: `/xsxx${url}`, params }));

export const studentInfo = {
  mine: () => get<StudentInfoCard>('/mine'),
  card: (id: string) => get<StudentInfoCard>('/student', { id }),
  options: () => get<StudentQueryOptions>('/options'),
  query: async (query: StudentQuery) =>
    dataOf(
      await http.request<StudentPage>({
        method: 'POST',
        service: 'jczy',
        url: '/xsxx/students',
        data: query,
      }),
    ),
  exportRows: (query: StudentQuery) =>
    http.request({
      method: 'POST',
      service: 'jczy',
      url: '/xsxx/students/export',
      data: query,
      responseType: 'arraybuffer',
      loading: true,
    }),
};
