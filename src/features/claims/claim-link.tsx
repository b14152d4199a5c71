import { Link } from 'react-router-dom';
import { useSessionStatus } from '@/components/session/use-session';
import { fetchClaimStatus } from '@/features/claims/api';
import { useAsyncData } from '@/lib/use-async-data';

/**
 * On a manager's profile: "Your dashboard" for the manager who claimed it, "Claim this profile" for
 * other signed-in people while nobody holds it, and for visitors (the claim page asks them to sign in).
 * Visitors cause no request.
 */
export function ClaimLink({ managerId, profileHref }: { managerId: string; profileHref: string }) {
  const session = useSessionStatus();
  const signedIn = session === 'signed-in';
  const { state } = useAsyncData(signedIn ? `claim-${managerId}` : null, (signal) =>
    fetchClaimStatus(managerId, signal),
  );
  if (signedIn && state.status === 'ready') {
    if (state.data.mine?.state === 'active') {
      return (
        <Link className="btn btn-primary" to={`${profileHref}/dashboard`}>
          Your dashboard
        </Link>
      );
    }
    if (state.data.claimed) return null;
  } else if (signedIn) {
    return null;
  }
  return (
    <Link className="btn btn-link" to={`${profileHref}/claim`}>
      Is this you? Claim this profile
    </Link>
  );
}
