import { Navigate, useSearchParams } from 'react-router';
import { redirectTarget } from '../lib/redirect-target';

/**
 * The refresh route (SPEC §2.1, §4.4): passing through it unmounts every page, so the next one
 * loads its data afresh, e.g. from a new server address.
 */
export function RefreshPage() {
  const [params] = useSearchParams();
  return <Navigate to={redirectTarget(params.get('redirect'), '/dashboard')} replace />;
}
