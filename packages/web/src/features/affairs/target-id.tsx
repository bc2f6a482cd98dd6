import { useSearchParams } from 'react-router';
import { MissingTarget } from '../../components/missing-target';
import type { AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';

/** The record a screen opened by a link shows: its `?id=`, '' when the link names none. */
export function useTargetId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}

/**
 * A group's screen opened without `?id=`: its header and a clear word, rather than waiting for a
 * query that has nothing to ask.
 */
export function MissingTargetScreen({ props }: { props: AffairScreenProps }) {
  return (
    <>
      <GroupHeader props={props} />
      <MissingTarget />
    </>
  );
}
