import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { StarDisplay } from '@/components/rating/star-display';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { OwnStatusNote, ownStatusLabel } from '@/components/review-kit/own-review-status';
import { PageBand } from '@/components/review-kit/page-band';
import { EDIT_PARAM } from '@/components/review-kit/review-profile';
import type { OwnStatus } from '@/components/review-kit/types';
import { getMyReviews, type MyReviews } from '@/features/my-reviews/api/my-reviews';
import { formatLongDate } from '@/lib/long-date';
import { companyHref, managerHref, rateCompanyHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import { WaitingReviewEditor, type WaitingSubject } from './waiting-review-editor';
import './my-reviews.css';

/** One entry, whatever its kind: where it leads and what it says. */
type Entry = {
  _id: string;
  name: string;
  detail: string;
  /** Its profile's page; null while the profile is not public yet (it appears with the review). */
  href: string | null;
  /** Where to edit it, for kinds that can be edited. */
  editHref: string | null;
  /** A review whose profile waits with it: edited here, since its page is a 404 until then. */
  editHere: WaitingSubject | null;
  rating: number;
  review: string;
  date: string;
  status?: OwnStatus;
};

const edit = (href: string) => `${href}?${EDIT_PARAM}=1`;

function entriesOf(mine: MyReviews) {
  return [
    {
      key: 'interviewers',
      noun: ['interviewer', 'interviewers'],
      title: 'Interviewer reviews',
      find: { to: '/search-interviewers', label: 'Find an interviewer to review' },
      entries: mine.interviewers.map((r): Entry => {
        const base = { ...r, name: r.interviewerName, detail: r.company };
        if (r.profilePending) {
          return {
            ...base,
            href: null,
            editHref: null,
            editHere: { kind: 'interviewers', id: r.interviewerId },
          };
        }
        const href = `/interviewers/${encodeURIComponent(r.interviewerId)}`;
        return { ...base, href, editHref: edit(href), editHere: null };
      }),
    },
    {
      key: 'managers',
      noun: ['manager', 'managers'],
      title: 'Manager reviews',
      find: { to: '/search-managers', label: 'Find a manager to review' },
      entries: mine.managers.map((r): Entry => {
        const base = { ...r, name: r.managerName, detail: r.company };
        if (r.profilePending) {
          return { ...base, href: null, editHref: null, editHere: { kind: 'managers', id: r.managerId } };
        }
        const href = managerHref({ _id: r.managerId, name: r.managerName });
        return { ...base, href, editHref: edit(href), editHere: null };
      }),
    },
    {
      key: 'companies',
      noun: ['company', 'companies'],
      title: 'Company reviews',
      find: { to: '/All-Companies', label: 'See all companies' },
      entries: mine.companies.map((r): Entry => {
        const company = { _id: r.companyId, name: r.companyName, slug: r.companySlug };
        return {
          ...r,
          name: r.companyName,
          detail: 'Company review (one a month)',
          href: companyHref(company),
          editHref: `${rateCompanyHref(company)}?${new URLSearchParams({ edit: r._id })}`,
          editHere: null,
        };
      }),
    },
  ];
}

/** "3 reviews: 2 interviewers, 1 company": the kinds written about (the links below count every kind). */
function summary(sections: ReturnType<typeof entriesOf>): string {
  const total = sections.reduce((n, s) => n + s.entries.length, 0);
  const parts = sections
    .filter((s) => s.entries.length > 0)
    .map((s) => `${s.entries.length} ${s.noun[s.entries.length === 1 ? 0 : 1]}`);
  return `${total} review${total === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/**
 * /my-reviews (login required): every review the caller wrote, by kind (interviewers, managers,
 * companies), each leading to its page and, where it can be edited, to its edit form; a manager review
 * whose profile is not public yet (it appears with the review) has no page, so its form opens here. The
 * counts are the profile's "Reviews Submitted".
 */
export function MyReviewsPage() {
  const titleId = useId();
  const { state, reload } = useAsyncData('mine', (signal) => getMyReviews(signal));
  const sections = state.status === 'ready' ? entriesOf(state.data) : [];
  const total = sections.reduce((n, s) => n + s.entries.length, 0);
  return (
    <section aria-labelledby={titleId}>
      <PageMeta title="My reviews" description="The reviews you have written." noIndex />
      <PageBand
        titleId={titleId}
        eyebrow="Your account"
        title="My reviews"
        narrow
        lead="Only you can see which reviews are yours."
      />
      <div className="container rk-narrow rk-body">
        {state.status === 'loading' ? <LoadingStatus>Loading your reviews…</LoadingStatus> : null}
        {state.status === 'error' ? (
          <p className="rk-error" role="alert">
            Error: {state.error instanceof Error ? state.error.message : String(state.error)}
          </p>
        ) : null}
        {state.status === 'ready' && total === 0 ? (
          // Both areas, so a manager's employee is not sent to the interviewer search only.
          <div className="rk-empty-block">
            <p className="rk-empty">No reviews posted yet.</p>
            <p className="rk-muted">
              Had an interview, or worked for a manager? Find them and share what it was like; your review
              stays anonymous.
            </p>
            <div className="rk-row mr-empty-actions">
              <Link to="/search-interviewers" className="btn btn-primary">
                Review an interviewer
              </Link>
              <Link to="/search-managers" className="btn btn-primary">
                Rate a manager
              </Link>
            </div>
          </div>
        ) : null}
        {state.status === 'ready' && total > 0 ? (
          <>
            <nav className="mr-summary" aria-label="Your reviews by kind">
              <p>{summary(sections)}</p>
              <ul>
                {sections.map((s) => (
                  <li key={s.key}>
                    <a href={`#mine-${s.key}`}>
                      {s.title} ({s.entries.length})
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {sections.map((s) => (
              <section
                key={s.key}
                id={`mine-${s.key}`}
                className="mr-section"
                aria-labelledby={`mine-${s.key}-title`}
              >
                <h2 id={`mine-${s.key}-title`}>
                  {s.title} <span className="mr-count">({s.entries.length})</span>
                </h2>
                {s.entries.length === 0 ? (
                  <p className="rk-muted">
                    None yet. <Link to={s.find.to}>{s.find.label}</Link>.
                  </p>
                ) : (
                  <ul className="mr-list">
                    {s.entries.map((entry) => (
                      <li key={entry._id}>
                        <MyReviewCard entry={entry} onChanged={reload} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        ) : null}
      </div>
    </section>
  );
}

function MyReviewCard({ entry, onChanged }: { entry: Entry; onChanged: () => void }) {
  const titleId = useId();
  const formId = useId();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <article className="card mr-card" aria-labelledby={titleId}>
      <div className="mr-card-head">
        <h3 id={titleId} className="mr-card-name">
          {entry.href ? <Link to={entry.href}>{entry.name}</Link> : entry.name}
        </h3>
        <StarDisplay filled={entry.rating} size="sm" label={`${entry.rating} out of 5 stars`} />
      </div>
      <p className="mr-card-detail">{entry.detail}</p>
      {entry.href === null ? (
        <p className="mr-card-detail">Their profile appears with your review; until then it has no page.</p>
      ) : null}
      {entry.status ? (
        <>
          <p>
            <span className="rk-chip">{ownStatusLabel(entry.status)}</span>
          </p>
          <OwnStatusNote status={entry.status} />
        </>
      ) : null}
      {entry.review ? <p className="mr-card-text">{entry.review}</p> : null}
      <div className="mr-card-foot">
        <span className="mr-card-date">Reviewed on {formatLongDate(entry.date)}</span>
        {entry.editHref ? (
          <Link
            to={entry.editHref}
            className="btn btn-secondary mr-edit"
            aria-label={`Edit your review of ${entry.name}`}
          >
            Edit
          </Link>
        ) : null}
        {entry.editHere ? (
          <button
            ref={editButton}
            type="button"
            className="btn btn-secondary mr-edit"
            aria-label={`Edit your review of ${entry.name}`}
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
            onClick={() => (editing ? close() : setEditing(true))}
          >
            Edit
          </button>
        ) : null}
      </div>
      {entry.editHere && editing ? (
        <div id={formId} className="mr-card-form">
          <WaitingReviewEditor
            subject={entry.editHere}
            name={entry.name}
            onDone={() => {
              close();
              onChanged();
            }}
            onCancel={close}
          />
        </div>
      ) : null}
    </article>
  );
}
