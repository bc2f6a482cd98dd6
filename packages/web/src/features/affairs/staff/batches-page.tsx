import type { AffairScreenProps } from '../affair-screen';
import { GroupHeader } from '../group-header';

/** TODO(staff screens): being built. */
export function BatchesPage(props: AffairScreenProps) {
  return <GroupHeader props={props} />;
}
