import { xsxxEndpoints as endpoints, type StudentQuery } from '@campus/contract/routes/affairs/xsxx/api';
import { download } from '../../../../api/http';

/** Student information's export, by its declaration (contract affairs/modules/xsxx/api.ts); screens read by endpointQuery. */
export { xsxxEndpoints } from '@campus/contract/routes/affairs/xsxx/api';

export const studentInfo = {
  exportRows: (body: StudentQuery) => download(endpoints.export, { body }, { loading: true }),
};
