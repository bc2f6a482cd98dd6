// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/bpm/initiated.js';

export type * from '../../../api/bpm/initiated.js';

export const initiatedEndpoints: RoutesOf<typeof declared.initiatedEndpoints> = {
  newProcesses: { service: 'business', method: 'POST', path: '/bpm/initiated/query/process/new' },
  favorited: { service: 'business', method: 'POST', path: '/bpm/initiated/query/favorited' },
  saveFavorites: { service: 'business', method: 'POST', path: '/bpm/definition/saveFavorites' },
  removeFavorites: { service: 'business', method: 'POST', path: '/bpm/definition/removeFavorites' },
  formData: { service: 'business', method: 'GET', path: '/bpm/instance/getFormData' },
  instFormInfo: { service: 'business', method: 'GET', path: '/bpm/instance/instFormInfo' },
  start: { service: 'business', method: 'POST', path: '/bpm/instance/start', idempotent: true },
  saveDraft: { service: 'business', method: 'POST', path: '/bpm/instance/saveDraft', idempotent: true },
  drafts: { service: 'business', method: 'POST', path: '/bpm/initiated/query/my/draft' },
  removeDrafts: { service: 'business', method: 'POST', path: '/bpm/initiated/draft/remove' },
  requested: { service: 'business', method: 'POST', path: '/bpm/initiated/query/my/requested' },
  completed: { service: 'business', method: 'POST', path: '/bpm/initiated/query/my/completed' },
  withdraw: { service: 'business', method: 'POST', path: '/bpm/instance/revoke' },
  end: { service: 'business', method: 'POST', path: '/bpm/instance/doEndProcess' },
};
