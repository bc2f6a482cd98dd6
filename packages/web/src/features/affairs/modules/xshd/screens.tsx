import type { GroupScreens } from '../../group-screens';

/**
 * Activities' own screens (contract affairs/modules/xshd names the kinds); holding an activity is
 * the generic apply screen. Each its own chunk; the camera and the QR library load when used.
 */
export default {
  screens: {
    activitySignUp: () => import('./signup-page').then((m) => m.ActivitySignUpPage),
    activityManage: () => import('./manage-page').then((m) => m.ActivityManagePage),
    activitySignIn: () => import('./signin-page').then((m) => m.ActivitySignInPage),
    activitySummary: () => import('./summary-page').then((m) => m.ActivitySummaryPage),
    activityWorks: () => import('./works-page').then((m) => m.ActivityWorksPage),
    activityResult: () => import('./result-page').then((m) => m.ActivityResultPage),
  },
} satisfies GroupScreens;
