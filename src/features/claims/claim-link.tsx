import { Link } from 'react-router-dom';
import { useSessionStatus } from '@/components/session/use-session';
import { type ClaimSubjectKind, claimStatusKey, fetchClaimStatus } from '@/features/claims/api';
import { useAsyncData } from '@/lib/use-async-data';

type ClaimLinkProps = {
  /** A manager's profile (default), or a company's page (its verified account). */
  kind?: ClaimSubjectKind;
  subjectId: string;
  profileHref: string;
  className?: string;
};

/**
 * On a manager's profile: "Your dashboard" for the manager who claimed it, "Claim this profile" for
 * other signed-in people while nobody holds it, and for visitors (the claim page asks them to sign in).
 * On a company's page the same for its verified account: "Your company account" for its holder,
 * "Verify you represent this company" for others while none is verified. Visitors cause no request.
 * Both links are drawn until the check answers otherwise.
 */
export function ClaimLink({ kind = 'manager', subjectId, profileHref, className }: ClaimLinkProps) {
  const session = useSessionStatus();
  const signedIn = session === 'signed-in';
  const { state } = useAsyncData(signedIn ? claimStatusKey(kind, subjectId) : null, (signal) =>
    fetchClaimStatus(subjectId, signal, kind),
  );
  if (signedIn && state.status === 'ready') {
    if (state.data.mine?.state === 'active') {
      return kind === 'company' ? (
        <Link className={className ?? 'btn btn-link'} to={`${profileHref}/claim`}>
          Your company account
        </Link>
      ) : (
        <Link className="btn btn-primary" to={`${profileHref}/dashboard`}>
          Your dashboard
        </Link>
      );
    }
    if (state.data.claimed) return null;
  }
  // While the check is under way (or failed) the link stays as the rendered page and a visitor see it,
  // so it does not vanish and come back; the claim page says where the claim stands if followed.
  return (
    <Link className={className ?? 'btn btn-link'} to={`${profileHref}/claim`}>
      {kind === 'company' ? 'Verify you represent this company' : 'Is this you? Claim this profile'}
    </Link>
  );
}
