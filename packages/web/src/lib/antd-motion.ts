import { reduceMotion, restoreMotion } from 'antd-mobile';
import { followReducedMotion } from './motion';

/**
 * antd-mobile's sheets, dialogs, toasts and swipers animate with react-spring, which does not look
 * at the system setting by itself: they follow it from the start (WCAG 2.3.3, animation from
 * interactions). Our own transitions (the fade between views, the route progress bar) read it in
 * their CSS and through prefersReducedMotion.
 */
export function antdFollowsSystemMotion(): void {
  followReducedMotion((reduced) => (reduced ? reduceMotion() : restoreMotion()));
}
