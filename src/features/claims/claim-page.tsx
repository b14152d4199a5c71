import { withoutHiddenCharacters } from '@contract/hidden-characters';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { DraftNotKept } from '@/components/review-kit/draft-not-kept';
import { PageBand } from '@/components/review-kit/page-band';
import { useSessionUid } from '@/components/session/use-session';
import {
  type ClaimProof,
  type ClaimSubjectKind,
  claimStatusKey,
  fetchClaimStatus,
  fetchClaimSubject,
  requestClaim,
  verifyClaim,
  withdrawClaim,
} from '@/features/claims/api';
import { rememberClaims } from '@/features/claims/claims-flag';
import { ApiError } from '@/lib/api-client';
import { sessionEndedMessage } from '@/lib/failure-message';
import { useDraft } from '@/lib/offline/use-draft';
import { useAsyncData } from '@/lib/use-async-data';
import { useAttemptKey } from '@/lib/use-attempt-key';
import './claims.css';

/** What differs between claiming a manager's profile and becoming a company's verified account. */
const WORDS: Record<
  ClaimSubjectKind,
  {
    metaTitle: string;
    metaDescription: string;
    /** Over the title, as on the profile the claim is for. */
    eyebrow: string;
    title: string;
    lead: string;
    active: string;
    held: string;
    back: string;
    /** Whose address the code may go to, under the domains. */
    whoseAddress: string;
    /** The profile's path, from the claim page's own path (its name segment is already the slug). */
    profileHref: (name: string, id: string) => string;
  }
> = {
  manager: {
    metaTitle: 'Claim a manager profile',
    metaDescription: 'Claim the profile that is about you.',
    eyebrow: 'Manager',
    title: 'Claim this profile',
    lead: 'If this profile is about you, claim it to see your private improvement dashboard and to answer reviews publicly. Reviews stay anonymous: claiming never tells you who wrote them.',
    active: 'You have claimed this profile.',
    held: 'Someone has already claimed this profile.',
    back: 'Back to the profile',
    whoseAddress:
      'Use your own address, with your name in it (such as first.last@ or flast@): a colleague’s address cannot claim your profile.',
    profileHref: (name, id) => `/management/managers/${encodeURIComponent(name)}/${encodeURIComponent(id)}`,
  },
  company: {
    metaTitle: 'Verify you represent a company',
    metaDescription: 'Become the verified account of your company and answer its reviews.',
    eyebrow: 'Company',
    title: 'Verify you represent this company',
    lead: 'If you speak for this company, verify it to answer its company reviews publicly, once per review, as the company. Reviews stay anonymous: verifying never tells you who wrote them.',
    active: 'You are the verified account of this company.',
    held: 'This company already has a verified account.',
    back: 'Back to the company',
    whoseAddress: 'Any address of yours at one of these domains will do.',
    profileHref: (name, id) => `/companies/${encodeURIComponent(name)}/${encodeURIComponent(id)}`,
  },
};

const STATE_TEXT: Record<string, string> = {
  'awaiting-code': 'Waiting for the code we mailed to your work address.',
  'awaiting-review': 'Waiting for a moderator to look at your evidence.',
  rejected: 'A moderator rejected your claim.',
  withdrawn: 'You withdrew your claim.',
  revoked: 'A moderator revoked your claim.',
};

/**
 * /management/managers/:name/:id/claim and /companies/:name/:id/claim (issue 17): ask to claim a
 * manager profile, or to be a company's verified account, with a code sent to a work address at a
 * domain the company verified, or with evidence for a moderator; enter the code; withdraw. Claiming
 * shows you nothing about who wrote the reviews.
 */
export function ClaimPage({ kind = 'manager' }: { kind?: ClaimSubjectKind }) {
  const { id = '', name = '' } = useParams();
  const words = WORDS[kind];
  const profileHref = words.profileHref(name, id);
  const { state, reload } = useAsyncData(claimStatusKey(kind, id), (signal) =>
    fetchClaimStatus(id, signal, kind),
  );
  // Whose profile: "Claim this profile" alone did not say, and a stranger could not tell the right one.
  const { state: subject } = useAsyncData(`claim-subject-${kind}-${id}`, (signal) =>
    fetchClaimSubject(id, kind, signal),
  );
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title={words.metaTitle} description={words.metaDescription} noIndex />
      {/* The band of the profile it came from (and of the company and insights pages), the way back in it. */}
      <PageBand
        titleId={titleId}
        eyebrow={words.eyebrow}
        title={words.title}
        narrow
        lead={
          subject.status === 'ready' ? (
            <span className="claim-subject">
              <strong>{subject.data.name}</strong>
              {subject.data.line ? ` · ${subject.data.line}` : null}
            </span>
          ) : undefined
        }
      >
        <p className="claim-band-text">{words.lead}</p>
        <div className="rk-row">
          <Link to={profileHref} className="btn btn-outline-inverse">
            {words.back}
          </Link>
        </div>
      </PageBand>
      <div className="container rk-narrow claim-page">
        {state.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : state.status === 'error' ? (
          <LoadError error={state.error} what="the claim" onRetry={reload} />
        ) : (
          <ClaimSteps
            kind={kind}
            subjectId={id}
            profileHref={profileHref}
            status={state.data}
            onChanged={reload}
          />
        )}
      </div>
    </section>
  );
}

/** The company page's claim route: the same page for the company's verified account. */
export function CompanyClaimPage() {
  return <ClaimPage kind="company" />;
}

type Status = Awaited<ReturnType<typeof fetchClaimStatus>>;

/**
 * What a failed claim step says: the server's refusal; for a 401 (the session ended) what to do, as the
 * other forms say it, not the client's bare 'Not authenticated'.
 */
function claimFailure(error: unknown, keepsEvidence: boolean): string {
  if (error instanceof ApiError && error.status === 401)
    return `${sessionEndedMessage('go on with your claim')}${keepsEvidence ? ' Your evidence is kept here.' : ''}`;
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

function ClaimSteps({
  kind,
  subjectId,
  profileHref,
  status,
  onChanged,
}: {
  kind: ClaimSubjectKind;
  subjectId: string;
  profileHref: string;
  status: Status;
  onChanged: () => void;
}) {
  const mine = status.mine;
  const [workEmail, setWorkEmail] = useState('');
  const [code, setCode] = useState('');
  // The evidence is a draft (per user, as review forms keep theirs): a send that failed (the session ended,
  // the server) or a reload does not make its writer type it again. It goes once the claim is sent.
  const evidenceDraft = useDraft(`claim-evidence:${kind}:${subjectId}`, '', { uid: useSessionUid() });
  const evidence = typeof evidenceDraft.value === 'string' ? evidenceDraft.value : '';
  // A claim by evidence that waits for a moderator (or one granted) went out, even if its answer was lost
  // on the way (a 5xx, the page closed): its evidence is no unfinished draft to keep or to ask about.
  const evidenceSent = mine?.state === 'awaiting-review' || mine?.state === 'active';
  const clearEvidence = evidenceDraft.clear;
  useEffect(() => {
    if (evidenceSent) clearEvidence();
  }, [evidenceSent, clearEvidence]);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { keyFor, settle } = useAttemptKey(`claim ${kind} ${subjectId}`);

  /** `keeps`: the evidence is a draft, so a 401 can say it waits for the user's return. */
  const run = async (
    payload: unknown,
    work: (key: string) => Promise<{ message: string }>,
    keeps = false,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await work(keyFor(payload));
      settle();
      setMessage(answer.message);
      onChanged();
    } catch (e) {
      setError(claimFailure(e, keeps));
    } finally {
      setBusy(false);
    }
  };

  const ask = (event: FormEvent, proof: ClaimProof) => {
    event.preventDefault();
    void run(
      { ask: proof },
      async (key) => {
        const answer = await requestClaim(subjectId, proof, key, kind);
        // The account menu offers "Claimed profiles" from now on.
        rememberClaims(true);
        if (proof.method === 'evidence') evidenceDraft.clear();
        return answer;
      },
      proof.method === 'evidence',
    );
  };

  const active = mine?.state === 'active';
  const pending = mine?.state === 'awaiting-code' || mine?.state === 'awaiting-review';
  const byEmail = status.verifiedDomains.length > 0;
  if (status.claimed && !active) {
    return <p className="claim-notice">{WORDS[kind].held}</p>;
  }
  return (
    <div className="claim-steps">
      {message ? (
        <p className="claim-message" role="status">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="claim-error" role="alert">
          {error}
        </p>
      ) : null}
      {mine ? (
        <p className="claim-state">{mine.state === 'active' ? WORDS[kind].active : STATE_TEXT[mine.state]}</p>
      ) : null}
      {mine?.decisionReason ? <p className="claim-muted">Moderator’s note: {mine.decisionReason}</p> : null}
      {active ? (
        <p>
          {kind === 'manager' ? (
            <Link className="btn btn-primary" to={`${profileHref}/dashboard`}>
              Open your dashboard
            </Link>
          ) : (
            <Link className="btn btn-primary" to={profileHref}>
              Answer its reviews
            </Link>
          )}
        </p>
      ) : null}
      {mine?.state === 'awaiting-code' ? (
        <form
          className="card claim-card"
          onSubmit={(event) => {
            event.preventDefault();
            void run({ verify: workEmail, code }, (key) =>
              verifyClaim(subjectId, workEmail, code, key, kind),
            );
          }}
        >
          <h2>Enter your code</h2>
          <label>
            Work email address
            <input type="email" required value={workEmail} onChange={(e) => setWorkEmail(e.target.value)} />
          </label>
          <label>
            6-digit code
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Confirm
          </button>
        </form>
      ) : null}
      {/* A claim with a moderator is not asked for again: withdrawing it is the way to start over. */}
      {!active && mine?.state !== 'awaiting-review' ? (
        <>
          {/* Without a known mail domain there is no code to send: only the moderator's way is offered. */}
          {byEmail ? (
            <form className="card claim-card" onSubmit={(event) => ask(event, { method: 'code', workEmail })}>
              <h2>Prove it with your work email</h2>
              <p className="claim-muted">
                We send a code to your address at {status.verifiedDomains.join(', ')}.{' '}
                {WORDS[kind].whoseAddress}
              </p>
              <label>
                Work email address
                <input
                  type="email"
                  required
                  value={workEmail}
                  onChange={(e) => setWorkEmail(e.target.value)}
                />
              </label>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                Send me a code
              </button>
            </form>
          ) : null}
          <form
            className="card claim-card"
            onSubmit={(event) => ask(event, { method: 'evidence', evidence })}
          >
            <h2>{byEmail ? 'Or ask a moderator' : 'Ask a moderator'}</h2>
            {byEmail ? null : (
              <p className="claim-muted">
                We cannot check a work email address at this company yet, so a moderator looks at your claim
                instead.
              </p>
            )}
            <label>
              Evidence (a link to a team page, your role, anything a moderator can check)
              <textarea
                required
                minLength={10}
                maxLength={2000}
                rows={4}
                value={evidence}
                onChange={(e) => evidenceDraft.setValue(withoutHiddenCharacters(e.target.value, 'prose'))}
              />
            </label>
            <DraftNotKept notKept={evidenceDraft.notKept} />
            <button type="submit" className="btn btn-secondary" disabled={busy}>
              Send for review
            </button>
          </form>
        </>
      ) : null}
      {active || pending ? (
        <button
          type="button"
          className="btn btn-link"
          disabled={busy}
          onClick={() => void run({ withdraw: subjectId }, (key) => withdrawClaim(subjectId, key, kind))}
        >
          Withdraw my claim
        </button>
      ) : null}
    </div>
  );
}
