// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/phrase.js';

export type * from '../../../api/bpm/phrase.js';

export const phraseEndpoints: RoutesOf<typeof declared.phraseEndpoints> = {
  query: { service: 'business', method: 'POST', path: '/bpm/common/statment/query' },
  save: { service: 'business', method: 'POST', path: '/bpm/common/statment/save' },
  remove: { service: 'business', method: 'POST', path: '/bpm/common/statment/remove' },
  setDefault: { service: 'business', method: 'POST', path: '/bpm/common/statment/setDefault' },
};
