import type { AffairScreenProps } from '../affair-screen';
import { GroupHeader } from '../group-header';

/** TODO(staff screens): being built. */
export function StatisticsPage(props: AffairScreenProps) {
  return <GroupHeader props={props} />;
}
