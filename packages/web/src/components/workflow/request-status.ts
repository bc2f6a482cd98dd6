/**
 * One vocabulary for where a request stands, whichever list it comes from: the BPM lists give
 * the engine's status and result; the student-affairs lists' AffairStatus is already one of these.
 */
export type RequestState =
  | 'draft'
  | 'running'
  | 'approved'
  | 'rejected'
  | 'withdrawn'
  | 'ended'
  | 'suspended'
  | 'publicity'
  | 'objection'
  | 'final';

/** antd-mobile Tag colours per state. */
export const STATE_COLORS: Record<RequestState, 'default' | 'primary' | 'success' | 'danger' | 'warning'> = {
  draft: 'default',
  running: 'primary',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'default',
  ended: 'warning',
  suspended: 'warning',
  publicity: 'primary',
  objection: 'warning',
  final: 'success',
};

/** The engine's status ('end' with result 'agree' is approved) as a request state. */
export function engineState(status: string, result: string | null | undefined): RequestState {
  switch (status) {
    case 'draft':
      return 'draft';
    case 'running':
      return 'running';
    case 'end':
      return result === 'agree' ? 'approved' : 'rejected';
    case 'manualend':
      return 'ended';
    case 'suspend':
      return 'suspended';
    default:
      return 'running';
  }
}
