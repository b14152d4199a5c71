import type { Company } from '@contract/subjects';
import { createElement, useId } from 'react';
import { Link } from 'react-router-dom';
import { CloseMatches } from '@/components/site-search/close-matches';
import { SearchHitCard } from '@/components/site-search/search-hit-card';
import { api, embeddedAnswer } from '@/lib/api-client';
import { useAsyncData } from '@/lib/use-async-data';
import {
  NO_RESULTS_ACTIONS,
  NO_RESULTS_ART,
  NO_RESULTS_ASK,
  NO_RESULTS_TIPS,
  NO_RESULTS_TITLE,
  type NoResultsAction,
  TOP_COMPANIES_ANSWER_PATH,
  TOP_COMPANIES_HEADING,
  topCompanyHit,
} from '../../../functions/src/pages/no-results.ts';
import './search-results.css';

/**
 * A search that matched nothing (/search, /search/{query}, /searchresults, and the header's search): what to try, a way to add the person, what a
 * shorter spelling finds ("Did you mean…") and the top rated companies, so a stranger has somewhere to go
 * next instead of an empty screen (the rendered pages draw the same, results-markup.ts).
 */
export function NoResults({
  query,
  title = NO_RESULTS_TITLE,
  tips = NO_RESULTS_TIPS,
  actions = NO_RESULTS_ACTIONS,
}: {
  query: string;
  title?: string;
  tips?: readonly string[];
  actions?: readonly NoResultsAction[];
}) {
  return (
    <div className="sr-none">
      <div className="sr-none-help" role="status">
        <NoResultsArt />
        <h2>{title}</h2>
        <ul className="sr-tips">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <p className="sr-ask">{NO_RESULTS_ASK}</p>
        <div className="rk-row">
          {actions.map((action) => (
            <Link key={action.to} to={action.to} className={action.className}>
              {action.text}
            </Link>
          ))}
        </div>
      </div>
      <div className="sr-none-more">
        <CloseMatches key={query} query={query} />
        <TopCompanies />
      </div>
    </div>
  );
}

/** SPEC.md's 'No results found' illustration; decorative. */
function NoResultsArt() {
  return (
    <svg
      className="sr-none-art"
      viewBox={NO_RESULTS_ART.viewBox}
      width="200"
      height="150"
      aria-hidden="true"
      focusable="false"
    >
      {NO_RESULTS_ART.shapes.map(([tag, attributes]) =>
        createElement(tag, { key: JSON.stringify(attributes), ...reactAttributes(attributes) }),
      )}
    </svg>
  );
}

/** stroke-width → strokeWidth: the shapes are written as SVG spells them (the rendered pages use them as is). */
function reactAttributes(attributes: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

/** The All-Companies "Top Rated" listing; nothing while it loads, fails or is empty (it is a suggestion). */
function TopCompanies() {
  const headingId = useId();
  const { state } = useAsyncData(
    'top',
    (signal) => api<Company[]>(TOP_COMPANIES_ANSWER_PATH, { signal }),
    () => embeddedAnswer<Company[]>(TOP_COMPANIES_ANSWER_PATH)?.data,
  );
  if (state.status !== 'ready' || !Array.isArray(state.data) || state.data.length === 0) return null;
  return (
    <section className="sr-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{TOP_COMPANIES_HEADING}</h2>
      <ul className="sr-list">
        {state.data.map((company) => (
          <li key={company._id}>
            <SearchHitCard hit={topCompanyHit(company)} />
          </li>
        ))}
      </ul>
      <p className="sr-more">
        <Link to="/All-Companies">All companies</Link>
      </p>
    </section>
  );
}
