import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { ApiError } from '@/lib/api-client';
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
 * A profile that could not be loaded: 'X not found' for a 404, else a failure with Try again. An
 * error is never shown as an empty profile.
 */
export function LoadProblem({ error, noun, notFoundText, onRetry, back }: LoadProblemProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="container rk-body">
      <PageMeta title={notFound ? `${noun} not found` : noun} description="" noIndex />
      <div className="card rk-problem" role="alert">
        <h1>{notFound ? `${noun} not found` : 'Something went wrong. Please try again.'}</h1>
        <p>{notFound ? notFoundText : `We could not load this ${noun.toLowerCase()} right now.`}</p>
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
