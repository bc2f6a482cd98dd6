import { followReducedMotion } from './motion';

/**
 * antd-mobile's sheets, dialogs, toasts and swipers animate with react-spring, which does not look
 * at the system setting by itself: they follow it from the start (WCAG 2.3.3, animation from
 * interactions). Our own transitions (the fade between views, the route progress bar) read it in
 * their CSS and through prefersReducedMotion.
 *
 * antd-mobile's switch lives beside react-spring (about 17 KB gzip), which no first screen needs:
 * it is fetched only once the system asks for less motion. Until then react-spring's default
 * (animate) is already what the setting says, whenever a screen first loads it.
 */
export function antdFollowsSystemMotion(): void {
  let switched = false;
  followReducedMotion((reduced) => {
    if (!reduced && !switched) return;
    switched = true;
    void import('./antd-motion-switch').then((motion) => motion.setAntdMotion(reduced));
  });
}
