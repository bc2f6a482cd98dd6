import {
  AddSquareOutline,
  AppstoreOutline,
  CalendarOutline,
  CheckCircleOutline,
  ClockCircleOutline,
  EditSOutline,
  EnvironmentOutline,
  FileOutline,
  FlagOutline,
  GiftOutline,
  LockOutline,
  HistogramOutline,
  LoopOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SendOutline,
  SetOutline,
  SoundOutline,
  TeamOutline,
  UndoOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType, CSSProperties } from 'react';
import type { AppIconName } from './catalogue';
import styles from './app-icon.module.css';

interface IconStyle {
  Icon: ComponentType;
  /** The tile's colour; the background is the same colour, faint. */
  color: string;
}

const ICONS: Readonly<Record<AppIconName, IconStyle>> = {
  leave: { Icon: CalendarOutline, color: '#2b6cd4' },
  scholarship: { Icon: GiftOutline, color: '#d4a017' },
  daily: { Icon: FileOutline, color: '#2b6cd4' },
  dormitory: { Icon: EnvironmentOutline, color: '#7b61d9' },
  funding: { Icon: PayCircleOutline, color: '#e08a1e' },
  onboarding: { Icon: UserAddOutline, color: '#0e9f8e' },
  other: { Icon: AppstoreOutline, color: '#5a6b85' },
  newProcess: { Icon: AddSquareOutline, color: '#e5603b' },
  more: { Icon: AppstoreOutline, color: '#5a6b85' },
  pending: { Icon: ClockCircleOutline, color: '#e5603b' },
  handled: { Icon: CheckCircleOutline, color: '#0e9f8e' },
  myRequest: { Icon: SendOutline, color: '#2b6cd4' },
  myDraft: { Icon: EditSOutline, color: '#7b61d9' },
  completed: { Icon: FlagOutline, color: '#0e9f8e' },
  myRevoke: { Icon: UndoOutline, color: '#e08a1e' },
  myCompleted: { Icon: FileOutline, color: '#5a6b85' },
  taskChange: { Icon: LoopOutline, color: '#7b61d9' },
  statistics: { Icon: HistogramOutline, color: '#2b6cd4' },
  notice: { Icon: SoundOutline, color: '#e08a1e' },
  contacts: { Icon: TeamOutline, color: '#0e9f8e' },
  message: { Icon: MessageOutline, color: '#2b6cd4' },
  report: { Icon: UnorderedListOutline, color: '#7b61d9' },
  userInfo: { Icon: UserOutline, color: '#2b6cd4' },
  help: { Icon: QuestionCircleOutline, color: '#0e9f8e' },
  setting: { Icon: SetOutline, color: '#5a6b85' },
  changePassword: { Icon: LockOutline, color: '#e08a1e' },
};

/** An entry's picture: its icon on a faint rounded square of its colour. */
export function AppIcon({ name, size = 44 }: { name: AppIconName; size?: number }) {
  const { Icon, color } = ICONS[name];
  const style = { '--icon-color': color, '--icon-size': `${size}px` } as CSSProperties;
  return (
    <span className={styles.icon} style={style} aria-hidden>
      <Icon />
    </span>
  );
}
