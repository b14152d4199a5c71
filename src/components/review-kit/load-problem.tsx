import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { classifyLoadFailure, OFFLINE_TEXT, OFFLINE_TITLE } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { ApiError } from '@/lib/api-client';
import { useOnlineStatus } from '@/lib/offline/online-status';
import type { AsyncState } from '@/lib/use-async-data';
import { LoadingStatus } from './loading-status';
import './review-kit.css';

type LoadProblemProps = {
  error: unknown;
  /** 'Interviewer', 'Manager', 'Company'. */
  noun: string;
  /** Says what a 404 means ('This manager does not exist or was removed.'). */
  notFoundText: string;
  onRetry: () => void;
  back: { to: string; label: string };
};

/**
 * A profile that could not be loaded: 'X not found' for a 404; offline, one this device never saved;
 * else a failure with Try again. An error is never shown as an empty profile.
 */
export function LoadProblem({ error, noun, notFoundText, onRetry, back }: LoadProblemProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  // Offline, a profile never opened on this device: "Something went wrong" under the offline banner
  // read as a fault of the site; it is the connection (the same words as every other page's).
  const offline = classifyLoadFailure(error, useOnlineStatus()) === 'offline';
  const [title, text] = notFound
    ? [`${noun} not found`, notFoundText]
    : offline
      ? [OFFLINE_TITLE, OFFLINE_TEXT]
      : [
          'Something went wrong. Please try again.',
          `We could not load this ${noun.toLowerCase()} right now.`,
        ];
  return (
    <div className="container rk-body">
      <PageMeta title={notFound ? `${noun} not found` : noun} description="" noIndex />
      <div className="card rk-problem" role="alert" data-failure={offline ? 'offline' : undefined}>
        <h1>{title}</h1>
        <p>{text}</p>
        <div className="rk-row">
          {notFound ? null : (
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              Try again
            </button>
          )}
          <Link to={back.to} className="btn btn-secondary">
            {back.label}
          </Link>
        </div>
      </div>
    </div>
  );
}

type LoadGateProps<T> = Omit<LoadProblemProps, 'error' | 'onRetry'> & {
  state: AsyncState<T>;
  reload: () => void;
  /** While it loads: the page's title and description, and what the status line says. */
  loading: { title: string; description: string; text: string };
  children: (data: T) => ReactNode;
};

/**
 * A profile page's three states in one place: loading (a status line), a problem (LoadProblem,
 * logged once), or the page itself from its data.
 */
export function LoadGate<T>({ state, reload, loading, children, ...problem }: LoadGateProps<T>) {
  useEffect(() => {
    if (state.status === 'error') console.warn(`Could not load ${problem.noun.toLowerCase()}:`, state.error);
  }, [state, problem.noun]);
  if (state.status === 'loading') {
    return (
      <div className="container rk-body">
        <PageMeta title={loading.title} description={loading.description} noIndex />
        <LoadingStatus>{loading.text}</LoadingStatus>
      </div>
    );
  }
  if (state.status === 'error') return <LoadProblem error={state.error} onRetry={reload} {...problem} />;
  return <>{children(state.data)}</>;
}
