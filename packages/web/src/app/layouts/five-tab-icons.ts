/** The icons only the five-tab variant shows (SPEC §2.2): a chunk of their own, see tabs.ts. */
export { MessageOutline, SoundOutline, TeamOutline } from 'antd-mobile-icons';
