import { Navigate, useLocation, useParams } from 'react-router';
import { redirectRouteTarget } from '../lib/redirect-target';

/**
 * /redirect/<route> (SPEC §2.1, a child of /): goes on to the route it names, replacing itself in
 * the history, so a screen can be opened afresh through it.
 */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={redirectRouteTarget(params['*'], search)} replace />;
}
