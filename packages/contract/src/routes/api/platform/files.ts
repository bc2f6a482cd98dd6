// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/files.js';

export type * from '../../../api/platform/files.js';

export const fileEndpoints: RoutesOf<typeof declared.fileEndpoints> = {
  upload: { service: 'platform', method: 'POST', path: '/file/upload', idempotent: true },
  download: { service: 'platform', method: 'GET', path: '/file/download' },
  image: { service: 'platform', method: 'GET', path: '/file/getImage' },
  preview: { service: 'platform', method: 'GET', path: '/file/preview' },
  mine: { service: 'platform', method: 'POST', path: '/file/attachment/query' },
};
