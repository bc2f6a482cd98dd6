/** Web Push devices (issue 16; docs/API.md "Web Push"), as the server lists them and the app shows them. */
export interface PushDevice {
  id: string;
  /** What the person knows the device by (browser and system). */
  device: string;
  /** The app's language on the device when it subscribed: pushes are written in it. */
  language: string;
  enabled: 'Y' | 'N';
  endpoint: string;
  createTime: number;
  lastSentTime: number | null;
}
