import type { GroupScreens } from '../../group-screens';

/**
 * What the comprehensive evaluation shows beyond the generic screens (bonus form, records,
 * publicity): the student's scores and the staff's class table with ranks. Each its own chunk.
 */
export default {
  screens: {
    evaluationMine: () => import('./my-scores-page').then((m) => m.MyScoresPage),
    evaluationClass: () => import('./class-scores-page').then((m) => m.ClassScoresPage),
  },
} satisfies GroupScreens;
