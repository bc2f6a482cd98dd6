// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/dictionary.js';

export type * from '../../../api/platform/dictionary.js';

export const dictionaryEndpoints: RoutesOf<typeof declared.dictionaryEndpoints> = {
  findByTypeKey: { service: 'platform', method: 'GET', path: '/cat/dictionary/findByTypeKey' },
};
