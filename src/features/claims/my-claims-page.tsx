import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { PageBand } from '@/components/review-kit/page-band';
import { fetchMyClaims } from '@/features/claims/api';
import { rememberClaims } from '@/features/claims/claims-flag';
import { companyHref, managerHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import './claims.css';

type Claim = Awaited<ReturnType<typeof fetchMyClaims>>[number];

/** Each state in words (the API's "active", "awaiting-code", … are its names, not a sentence). */
function stateText(claim: Claim): string {
  switch (claim.state) {
    case 'active':
      return claim.subject === 'company' ? 'you are its verified account' : 'claimed by you';
    case 'awaiting-code':
      return 'waiting for the code we mailed to your work address';
    case 'awaiting-review':
      return 'waiting for a moderator';
    case 'rejected':
      return 'turned down by a moderator';
    case 'withdrawn':
      return 'withdrawn by you';
    case 'revoked':
      return 'revoked by a moderator';
  }
}

/**
 * /claims (issue 17): the manager profiles you claimed or asked to claim, with their dashboards, and
 * the companies whose verified account you are or asked to be.
 */
export function MyClaimsPage() {
  const { state, reload } = useAsyncData('my-claims', async (signal) => {
    const claims = await fetchMyClaims(signal);
    // The freshest word on whether the account menu offers this page.
    rememberClaims(claims.length > 0);
    return claims;
  });
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title="Claimed profiles" description="The manager profiles you claimed." noIndex />
      {/* The account menu's screens share this band (My reviews, Saved, the outbox). */}
      <PageBand
        titleId={titleId}
        eyebrow="Your account"
        title="Claimed profiles"
        narrow
        lead="The profiles you claimed or asked to claim, and the companies you speak for."
      />
      <div className="container rk-narrow claim-page">
        {state.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : state.status === 'error' ? (
          <LoadError error={state.error} what="your claims" onRetry={reload} />
        ) : state.data.length === 0 ? (
          <>
            <p className="claim-muted">
              You have not claimed a profile. If a manager profile is about you, open it and choose “Claim
              this profile”; to answer reviews for your company, open its page and choose “Verify you
              represent this company”.
            </p>
            <div className="rk-row claim-empty-actions">
              <Link to="/search-managers" className="btn btn-primary">
                Find your profile
              </Link>
              <Link to="/All-Companies" className="btn btn-secondary">
                Find your company
              </Link>
            </div>
          </>
        ) : (
          <ul className="dash-reviews">
            {state.data.map((c) => {
              if (c.subject === 'company' || c.managerId === null) {
                const href = companyHref({ _id: c.companyId, name: c.companyName });
                return (
                  <li key={c._id} className="card">
                    <p>
                      <Link to={href}>{c.companyName}</Link> (company account): {stateText(c)}
                    </p>
                    <Link to={`${href}/claim`}>Claim details</Link>
                  </li>
                );
              }
              const href = managerHref({ _id: c.managerId, name: c.managerName ?? '' });
              return (
                <li key={c._id} className="card">
                  <p>
                    <Link to={href}>{c.managerName}</Link>, {c.companyName}: {stateText(c)}
                  </p>
                  {c.state === 'active' ? (
                    <Link className="btn btn-primary" to={`${href}/dashboard`}>
                      Dashboard
                    </Link>
                  ) : (
                    <Link to={`${href}/claim`}>Claim details</Link>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
