import { type MouseEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { CursorPagination } from '@/components/pagination/cursor-pagination';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { PageBand } from '@/components/review-kit/page-band';
import { embeddedInterviewers, listInterviewers } from '@/features/interviewers/api/list-interviewers';
import { InterviewerCardContent } from '@/features/interviewers/components/interviewer-card-content';
import { InterviewerChoiceDialog } from '@/features/interviewers/components/interviewer-choice-dialog';
import { listBadgeTone } from '@/features/interviewers/rating';
import type { Interviewer } from '@/features/interviewers/types';
import { useAsyncData } from '@/lib/use-async-data';
import {
  INTERVIEWER_LIST_BAND,
  INTERVIEWER_LIST_EMPTY,
  INTERVIEWER_LIST_PAGER_LABEL,
  interviewerListCursor,
  interviewerListHref,
} from '../../../functions/src/pages/interviewer-list-page.ts';
import './interviewers.css';

/** A click that would follow the link here: not one asking for a new tab or window (or the link's menu). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** /interviewers: every interviewer as a card; a card asks whether you came to review or to read. */
export function InterviewersPage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const after = interviewerListCursor(params.get('after'));
  const { state, reload } = useAsyncData(
    `after-${after ?? ''}`,
    (signal) => listInterviewers(after, signal),
    () => embeddedInterviewers(after),
  );
  const [chosen, setChosen] = useState<Interviewer | null>(null);
  const items = state.status === 'ready' ? state.data.items : [];

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="Interviewers"
        description="Browse interviewers and hiring managers with their anonymous ratings, and review the ones you met."
        canonicalPath={interviewerListHref(after)}
      />
      <PageBand
        titleId={titleId}
        eyebrow={INTERVIEWER_LIST_BAND.eyebrow}
        title={INTERVIEWER_LIST_BAND.title}
        lead={INTERVIEWER_LIST_BAND.lead}
      >
        <div className="rk-row">
          {INTERVIEWER_LIST_BAND.actions.map((action) => (
            <Link key={action.to} to={action.to} className={action.className}>
              {action.text}
            </Link>
          ))}
        </div>
      </PageBand>
      <div className="container rk-body">
        {state.status === 'loading' ? <LoadingStatus>Loading interviewers...</LoadingStatus> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="interviewers" onRetry={reload} />
        ) : null}
        {state.status === 'ready' ? (
          <DataFreshness fetchedAt={state.data.fetchedAt} fromCache={state.data.fromCache} />
        ) : null}
        {state.status === 'ready' && items.length === 0 ? (
          <p className="rk-empty">{INTERVIEWER_LIST_EMPTY}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className="rk-grid">
            {items.map((interviewer) => (
              <li key={interviewer._id}>
                {/* A link to the profile, so it opens in a new tab, copies and is crawled; a plain click,
                    Enter or Space asks first, as the button it was did (SPEC.md section 3). */}
                <Link
                  to={`/interviewers/${encodeURIComponent(interviewer._id)}`}
                  className="iv-card"
                  aria-haspopup="dialog"
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    setChosen(interviewer);
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== ' ') return;
                    event.preventDefault();
                    setChosen(interviewer);
                  }}
                >
                  <InterviewerCardContent interviewer={interviewer} tone={listBadgeTone} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'ready' ? (
          <CursorPagination
            after={after}
            nextCursor={state.data.nextCursor}
            hrefFor={interviewerListHref}
            label={INTERVIEWER_LIST_PAGER_LABEL}
          />
        ) : null}
      </div>
      <InterviewerChoiceDialog interviewer={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}
