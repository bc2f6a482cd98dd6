import { storage } from '../lib/storage';
import { appConfig } from './app-config';

/**
 * The global show-exception flag of SPEC §8: with it on, warning-like replies are shown too.
 * The build sets the default (VITE_SHOW_EXCEPTION); Setting lets the user change it on this device.
 */
const KEY = 'showException';

export function showExceptionSetting(): boolean {
  return storage.get(KEY, appConfig.showException);
}

export function setShowException(on: boolean): void {
  storage.set(KEY, on);
}
