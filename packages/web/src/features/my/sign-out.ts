import { Dialog } from 'antd-mobile';

/**
 * The Sign Out confirmation ('Do you want to quit?'). Its own module so that the My page loads
 * antd-mobile's dialog (and its animation library) only when the user taps Sign Out.
 */
export function confirmQuit(content: string): Promise<boolean> {
  return Dialog.confirm({ content });
}
