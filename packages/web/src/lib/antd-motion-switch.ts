import { reduceMotion, restoreMotion } from 'antd-mobile';

/** antd-mobile's own motion switch (it brings react-spring): loaded by antd-motion.ts when needed. */
export function setAntdMotion(reduced: boolean): void {
  if (reduced) reduceMotion();
  else restoreMotion();
}
