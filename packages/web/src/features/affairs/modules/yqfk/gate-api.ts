import { yqfkEndpoints as endpoints } from '@campus/contract/routes/affairs/yqfk/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/** The gate's phone: a student's pass code, read by the camera, a scanner gun or typed (apart from api.ts: only this screen needs it). */
export const gate = {
  scan: async (code: string) => dataOf(await call(endpoints.scan, { body: { code } })),
};
