import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@/components/combobox/use-debounced-value';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { classifyLoadFailure, LoadError } from '@/components/load-error/load-error';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { RatingText } from '@/components/scores/rating-text';
import { reviewCountText } from '@/components/scores/score-format';
import {
  type DirectoryEntry,
  embeddedDirectory,
  embeddedDirectoryLetters,
  listDirectory,
  listDirectoryLetters,
  savedDirectory,
} from '@/features/companies/api/companies';
import { companyHref } from '@/lib/manager-area-links';
import { isOnline, useOnlineStatus } from '@/lib/offline/online-status';
import { useAsyncData } from '@/lib/use-async-data';
import {
  byLetter,
  DIRECTORY_LETTERS as LETTERS,
  letterOf,
  countOf as plural,
} from '../../../../functions/src/domain/text/company-listings.ts';

/** The filter waits this long after typing stops (SPEC.md section 9: autocomplete debounce). */
const FILTER_DEBOUNCE_MS = 300;

// Grouped and worded alike by the rendered page (functions/src/pages/companies-markup.ts).
export { letterOf };

/**
 * The All-Companies directory (issue 14): every company A-Z with its branch cities and the counts its
 * page shows, a filter box and letter jump links (both kept in the URL: ?q=, ?from=), 30 at a time
 * with "Show more" (the API pages by cursor, so 2,000 companies cost one page each).
 */
export function CompanyDirectory() {
  const headingId = useId();
  const filterId = useId();
  const [params, setParams] = useSearchParams();
  const from = (params.get('from') ?? '').toLowerCase().slice(0, 1);
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text.trim(), FILTER_DEBOUNCE_MS);

  // The filter follows typing into the URL (replace: one history entry per visit, not per keystroke).
  useEffect(() => {
    if (debounced === urlQuery.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [debounced, urlQuery, setParams]);

  const key = `${urlQuery.trim()}|${from}`;
  const first = useAsyncData(
    key,
    (signal) =>
      listDirectory({ q: urlQuery.trim(), from }, signal).catch(async (error: unknown) => {
        // Offline, a filter or letter whose answer was never saved: what the saved pages hold of it, rather
        // than "Not saved for offline reading" over companies this device has.
        if (classifyLoadFailure(error, isOnline()) !== 'offline') throw error;
        const saved = await savedDirectory({ q: urlQuery.trim(), from });
        if (!saved) throw error;
        return saved;
      }),
    () => embeddedDirectory({ q: urlQuery.trim(), from }),
  );
  const [more, setMore] = useState<{ key: string; items: DirectoryEntry[]; next: string | null } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const firstPage = first.state.status === 'ready' ? first.state.data : null;
  // Back online, the saved companies give way to the API's answer.
  const online = useOnlineStatus();
  const savedOnly = firstPage?.savedOnly === true;
  const { reload } = first;
  useEffect(() => {
    if (online && savedOnly) reload();
  }, [online, savedOnly, reload]);
  // Letters with companies (and the one the address names) are links; until the letters come, or if they
  // do not, every letter is.
  const filed = useAsyncData('directory-letters', listDirectoryLetters, embeddedDirectoryLetters);
  const hasCompanies = (letter: string) =>
    filed.state.status !== 'ready' || filed.state.data.includes(letter) || from === letter.toLowerCase();

  // A link to /All-Companies?q=…#directory (the search page's) lands on the list once it is there.
  const sectionRef = useRef<HTMLElement>(null);
  const arrived = firstPage !== null;
  useEffect(() => {
    if (arrived && window.location.hash === '#directory') sectionRef.current?.scrollIntoView?.();
  }, [arrived]);
  const extra = more?.key === key ? more : null;
  const items = firstPage ? [...firstPage.items, ...(extra?.items ?? [])] : [];
  const nextCursor = extra ? extra.next : (firstPage?.nextCursor ?? null);

  const showMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await listDirectory({ q: urlQuery.trim(), from, cursor: nextCursor });
      setMore({ key, items: [...(extra?.items ?? []), ...page.items], next: page.nextCursor });
    } catch (error) {
      console.warn('Could not load more companies:', error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const letterHref = (letter: string) => {
    const next = new URLSearchParams(params);
    if (letter) next.set('from', letter.toLowerCase());
    else next.delete('from');
    const search = next.toString();
    return `?${search}#directory`;
  };

  return (
    <section ref={sectionRef} id="directory" className="co-directory" aria-labelledby={headingId}>
      {/* No line of its own saying what it lists: the band's lead just said it ("Every company A to Z"). */}
      <h2 id={headingId}>A–Z directory</h2>
      <div className="co-directory-tools">
        <label htmlFor={filterId} className="co-directory-label">
          Filter companies by name
        </label>
        <input
          id={filterId}
          type="search"
          className="co-directory-filter"
          placeholder="Company name…"
          value={text}
          enterKeyHint="search"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <nav aria-label="Jump to a letter" className="co-letters">
          <Link to={letterHref('')} preventScrollReset aria-current={from === '' ? 'true' : undefined}>
            All
          </Link>
          {LETTERS.map((letter) =>
            hasCompanies(letter) ? (
              <Link
                key={letter}
                to={letterHref(letter)}
                preventScrollReset
                aria-label={`From ${letter}`}
                aria-current={from === letter.toLowerCase() ? 'true' : undefined}
              >
                {letter}
              </Link>
            ) : (
              // No company files under it: disabled, not a link to a later letter's companies.
              // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern (no href, role link, aria-disabled)
              <a key={letter} role="link" aria-disabled="true" aria-label={`From ${letter}: no companies`}>
                {letter}
              </a>
            ),
          )}
        </nav>
      </div>

      {first.state.status === 'loading' ? <LoadingStatus>Loading companies...</LoadingStatus> : null}
      {first.state.status === 'error' ? (
        <LoadError error={first.state.error} what="companies" onRetry={first.reload} />
      ) : null}
      {firstPage ? <DataFreshness fetchedAt={firstPage.fetchedAt} fromCache={firstPage.fromCache} /> : null}
      {savedOnly ? (
        // Back online, the saved companies stay until the API's answer replaces them (reload above), but the
        // note no longer says offline: on a slow connection that answer can take a while.
        <p className="rk-muted co-directory-saved-only" role="status">
          {online
            ? 'Back online: updating the list…'
            : 'You are offline: only the companies saved on this device are shown.'}
        </p>
      ) : null}
      {firstPage && items.length === 0 ? (
        <p className="rk-muted" role="status">
          {emptyText(urlQuery.trim(), from, savedOnly)}
        </p>
      ) : null}
      {byLetter(items).map((run) => (
        <div key={`${run.letter}-${run.items[0]?._id}`} className="co-directory-run">
          <h3 className="co-directory-letter">{run.letter}</h3>
          <ul className="co-directory-list">
            {run.items.map((company) => (
              <li key={company._id} className="co-directory-row">
                <div className="co-directory-main">
                  <Link to={companyHref(company)} className="co-directory-name">
                    {company.name}
                  </Link>
                  <span className="co-directory-cities">
                    {company.cities.length > 0 ? company.cities.join(', ') : 'No branches listed'}
                  </span>
                </div>
                {/* The average leads, with what it rests on ("4.3 from 3 manager reviews"): last and
                    alone, a bare "4.3" wrapped onto a line of its own on a phone, saying nothing. */}
                <p className="co-directory-counts">
                  <span>
                    <RatingText rating={company.averageRating} reviewCount={company.reviews} />
                    {company.reviews > 0 ? ` from ${reviewCountText(company.reviews, 'manager')}` : null}
                  </span>
                  <span>{plural(company.managers, 'manager')}</span>
                  <span>{plural(company.interviewers, 'interviewer')}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {moreFailed ? (
        <p className="rk-error" role="alert">
          Could not load more companies. Please try again.
        </p>
      ) : null}
      {nextCursor ? (
        <button
          type="button"
          className="btn btn-secondary co-directory-more"
          onClick={showMore}
          disabled={loadingMore}
        >
          {loadingMore ? 'Loading...' : 'Show more companies'}
        </button>
      ) : null}
    </section>
  );
}

/** What an empty directory says: nothing matches, or (offline) nothing that matches was saved here. */
function emptyText(q: string, from: string, savedOnly: boolean): string {
  const fromLetter = from ? ` from ${from.toUpperCase()} on` : '';
  if (savedOnly) {
    return q
      ? `No company saved on this device matches “${q}”${fromLetter}.`
      : `No companies${fromLetter} are saved on this device.`;
  }
  return q ? `No company matches “${q}”${fromLetter}.` : `No companies${fromLetter} yet.`;
}
