import type { GroupScreens } from '../../group-screens';

/** The admissions screens (contract affairs/modules/zsfw): home, sign-up, a sign-up's detail, the office's list. */
export default {
  screens: {
    admissionsHome: () => import('./home-page').then((m) => m.AdmissionsHomePage),
    admissionsSignUp: () => import('./signup-page').then((m) => m.AdmissionsSignUpPage),
    admissionsDetail: () => import('./detail-page').then((m) => m.AdmissionsDetailPage),
    admissionsList: () => import('./list-page').then((m) => m.AdmissionsListPage),
  },
} satisfies GroupScreens;
