import { useTranslation } from 'react-i18next';
import { useViewStore } from '../../stores/view';
import type { AffairScreenProps } from './affair-screen';
import { offered } from './audience';
import { screenTitle } from './screen-title';
import { useCohort } from './use-cohort';
import { useViewer } from './use-viewer';

/**
 * The title of the button in the group's header (GroupHeader's entries) that opens this module's
 * application, or null when the header has none: what an empty list may tell the viewer to tap.
 */
export function useApplyEntry(props: AffairScreenProps): string | null {
  const { t } = useTranslation();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const { group, routes, screen } = props;
  const cohort = useCohort(group, viewer);
  const entry = routes.screens.find(
    (s) =>
      s.entry &&
      s.kind === 'apply' &&
      s.route !== screen.route &&
      s.module === props.module?.key &&
      offered(group, s, viewer, cohort),
  );
  return entry ? screenTitle(group, entry, language, (key, options) => t(key as never, options)) : null;
}
