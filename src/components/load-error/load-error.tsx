import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useOnlineStatus } from '@/lib/offline/online-status';
import './load-error.css';

export type LoadErrorProps = {
  /** What failed, as the load threw it (state.error of useAsyncData). */
  error: unknown;
  /** What the page was loading, for the heading: 'interviewers' gives "Could not load interviewers". */
  what: string;
  /** Loads again (reload of useAsyncData). */
  onRetry: () => void;
};

/** Which of the two failures the reader is looking at. */
export type LoadFailure = 'offline' | 'failed';

/**
 * A load that got no answer while the app is offline is a page this device never saved (the service
 * worker answers visited pages from its cache, so they do not fail): "not saved for offline reading".
 * Anything else (a 5xx, a refused request, a bug) is "could not load".
 */
export function classifyLoadFailure(error: unknown, online: boolean): LoadFailure {
  return !online && !(error instanceof ApiError) ? 'offline' : 'failed';
}

/** What a page this device never saved says while offline (here and on profiles, LoadProblem). */
export const OFFLINE_TITLE = 'Not saved for offline reading';
export const OFFLINE_TEXT =
  'You are offline, and this page was not saved on this device while you were online. Connect to the internet and try again.';

/**
 * The server's own words for a refused request (4xx), ours for its failures (5xx); no answer at all
 * (the connection dropped, the server could not be reached) is a matter of the connection.
 */
function failureDetail(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Check your connection and try again.';
  if (error.status >= 400 && error.status < 500 && error.code !== 'http_error') return error.message;
  return 'Something went wrong on our side. Please try again.';
}

/**
 * The one failed-load state of the app, never an empty state: it says the page could not load (or,
 * offline, that it was not saved for reading offline) and offers Try again. While a retry runs the
 * button says so; a retry that fails again shows the new failure.
 *
 *   if (state.status === 'error') return <LoadError error={state.error} what="interviewers" onRetry={reload} />;
 */
export function LoadError({ error, what, onRetry }: LoadErrorProps) {
  const online = useOnlineStatus();
  const [retrying, setRetrying] = useState(false);
  // A new failure (a new error object) ends the retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the failure changes
  useEffect(() => setRetrying(false), [error]);

  const failure = classifyLoadFailure(error, online);
  return (
    <div className="card load-error" role="alert" data-failure={failure}>
      {failure === 'offline' ? (
        <>
          <h2 className="load-error-title">{OFFLINE_TITLE}</h2>
          <p>{OFFLINE_TEXT}</p>
        </>
      ) : (
        <>
          <h2 className="load-error-title">Could not load {what}</h2>
          <p>{failureDetail(error)}</p>
        </>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
