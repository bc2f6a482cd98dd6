import { zhcpglEndpoints as endpoints } from '@campus/contract/routes/affairs/zhcpgl/api';
import { download } from '../../../../api/http';

/** The evaluation's export, by its declaration (contract affairs/modules/zhcpgl/api.ts); screens read by endpointQuery. */
export { zhcpglEndpoints } from '@campus/contract/routes/affairs/zhcpgl/api';

export const evaluation = {
  exportClass: (classId: string, academicYear?: string) =>
    download(endpoints.exportClass, { query: { classId, academicYear } }, { loading: true }),
};
