// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../affairs/modules/yxxt/api.js';

export type * from '../../../affairs/modules/yxxt/api.js';

export const yxxtEndpoints: RoutesOf<typeof declared.yxxtEndpoints> = {
  journey: { service: 'yxxt', method: 'GET', path: '/onboarding/journey' },
  config: { service: 'yxxt', method: 'GET', path: '/onboarding/config' },
  statistics: { service: 'yxxt', method: 'GET', path: '/onboarding/statistics' },
  questions: { service: 'yxxt', method: 'GET', path: '/onboarding/questions' },
  questionForm: { service: 'yxxt', method: 'GET', path: '/onboarding/questionForm' },
  ask: { service: 'yxxt', method: 'POST', path: '/onboarding/questions' },
  freshmen: { service: 'yxxt', method: 'GET', path: '/onboarding/students' },
  form: { service: 'yxxt', method: 'GET', path: '/onboarding/forms/:kind' },
  saveForm: { service: 'yxxt', method: 'POST', path: '/onboarding/forms/:kind' },
  page: { service: 'yxxt', method: 'GET', path: '/onboarding/pages/:key' },
  savePage: { service: 'yxxt', method: 'POST', path: '/onboarding/pages/:key' },
  question: { service: 'yxxt', method: 'GET', path: '/onboarding/questions/:id' },
  answer: { service: 'yxxt', method: 'POST', path: '/onboarding/questions/:id/answer' },
  setStanding: { service: 'yxxt', method: 'POST', path: '/onboarding/students/:id/standing' },
};
