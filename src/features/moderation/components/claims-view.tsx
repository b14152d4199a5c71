import type { ModeratedManagerClaim } from '@contract/claims';
import { type FormEvent, useState } from 'react';
import { LoadError } from '@/components/load-error/load-error';
import { decideClaim, fetchModeratedClaims, verifyDomain } from '@/features/claims/api';
import { CompanyField, type CompanyValue } from '@/features/interviewers/components/company-field';
import { formatDateTime } from '@/features/moderation/labels';
import { ApiError } from '@/lib/api-client';
import { useAsyncData } from '@/lib/use-async-data';
import { useAttemptKey } from '@/lib/use-attempt-key';

const errorText = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';

/**
 * Manager-profile claims (issue 17): pending claims to approve or reject on their evidence, active
 * ones to revoke, and verifying a company's mail domain once. Each decision is in the audit log.
 */
export function ClaimsView() {
  const pending = useAsyncData('claims-pending', (signal) => fetchModeratedClaims('pending', signal));
  const active = useAsyncData('claims-active', (signal) => fetchModeratedClaims('active', signal));
  const reload = () => {
    pending.reload();
    active.reload();
  };
  return (
    <div className="mod-claims">
      <DomainForm />
      <h2>Claims waiting</h2>
      <ClaimList state={pending.state} reload={reload} empty="No claims waiting." />
      <h2>Active claims</h2>
      <ClaimList state={active.state} reload={reload} empty="No profile is claimed." />
    </div>
  );
}

function ClaimList({
  state,
  reload,
  empty,
}: {
  state: ReturnType<typeof useAsyncData<ModeratedManagerClaim[]>>['state'];
  reload: () => void;
  empty: string;
}) {
  if (state.status === 'loading') return <p role="status">Loading claims…</p>;
  if (state.status === 'error') return <LoadError error={state.error} what="the claims" onRetry={reload} />;
  if (state.data.length === 0) return <p className="mod-empty">{empty}</p>;
  return (
    <ul className="mod-list">
      {state.data.map((claim) => (
        <li key={claim._id}>
          <ClaimCard claim={claim} onDecided={reload} />
        </li>
      ))}
    </ul>
  );
}

function ClaimCard({ claim, onDecided }: { claim: ModeratedManagerClaim; onDecided: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { keyFor, settle } = useAttemptKey('POST claim decision');
  const decide = async (decision: 'approve' | 'reject' | 'revoke') => {
    if (!reason.trim()) {
      setError('Give a reason: it goes to the audit log.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await decideClaim(claim._id, decision, reason, keyFor({ id: claim._id, decision, reason }));
      settle();
      onDecided();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const decisions = claim.state === 'active' ? (['revoke'] as const) : (['approve', 'reject'] as const);
  // A manager's profile, or a company's verified account (which answers its company reviews).
  const claimed =
    claim.subject === 'company'
      ? `${claim.companyName} (company account)`
      : `${claim.managerName}, ${claim.companyName}`;
  return (
    <article
      className="mod-item"
      aria-label={`Claim of ${claim.subject === 'company' ? claimed : claim.managerName}`}
    >
      <div className="mod-item-head">
        <p className="mod-item-title">{claimed}</p>
        <span className="mod-state">{claim.state}</span>
      </div>
      <p className="mod-muted">
        By {claim.claimant.email ?? claim.claimant.uid} ·{' '}
        {claim.method === 'code' ? `code to @${claim.workDomain}` : 'evidence'} ·{' '}
        {formatDateTime(claim.updatedAt)}
      </p>
      {claim.evidence ? <p className="mod-review-text">{claim.evidence}</p> : null}
      <div className="mod-decision">
        <label>
          Reason
          <textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
        </label>
        {error ? (
          <p className="mod-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="mod-decision-actions">
          {decisions.map((d) => (
            <button
              key={d}
              type="button"
              className={d === 'approve' ? 'btn btn-primary' : 'btn mod-btn-danger'}
              disabled={busy}
              onClick={() => void decide(d)}
            >
              {d[0]?.toUpperCase()}
              {d.slice(1)}
            </button>
          ))}
        </div>
      </div>
    </article>
  );
}

function DomainForm() {
  const [company, setCompany] = useState<CompanyValue>({ name: '', id: null });
  const [domain, setDomain] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [companyError, setCompanyError] = useState<string | undefined>(undefined);
  const { keyFor, settle } = useAttemptKey('POST verified domain');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setMessage(null);
    // A typed name is not a company: only one picked from the suggestions has an id to verify for.
    const companyId = company.id;
    if (!companyId) {
      setCompanyError('Pick the company from the suggestions.');
      return;
    }
    try {
      const answer = await verifyDomain(companyId, domain, reason, keyFor({ companyId, domain, reason }));
      settle();
      setMessage(`${answer.domain.domain} is verified for ${company.name}.`);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <form
      className="mod-item mod-domain-form"
      aria-label="Verify a company’s mail domain"
      onSubmit={(e) => void submit(e)}
    >
      <h2>Verify a company’s mail domain</h2>
      <p className="mod-muted">
        Once verified, people with an address there can claim that company’s manager profiles with a code.
      </p>
      <CompanyField
        id="mod-domain-company"
        value={company}
        onChange={(value) => {
          setCompany(value);
          setCompanyError(undefined);
        }}
        hint="Type its name and pick it from the suggestions."
        emptyText="No company of that name on the site."
        error={companyError}
        required
      />
      <label>
        Domain
        <input
          required
          placeholder="example.com"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
        />
      </label>
      <label>
        Reason
        <input required value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      {message ? <p role="status">{message}</p> : null}
      {error ? (
        <p className="mod-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary">
        Verify domain
      </button>
    </form>
  );
}
