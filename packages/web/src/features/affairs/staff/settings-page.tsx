import type { AffairScreenProps } from '../affair-screen';
import { GroupHeader } from '../group-header';

/** TODO(staff screens): being built. */
export function SettingsPage(props: AffairScreenProps) {
  return <GroupHeader props={props} />;
}
