import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@/components/combobox/combobox';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { absoluteUrl, SITE_NAME } from '@/config/site';
import { useInterviewerSuggestions } from '@/features/interviewers/hooks/use-interviewer-suggestions';
import { badgeRating, searchBadgeTone } from '@/features/interviewers/rating';
import { searchResultsHref } from '@/features/interviewers/search-href';
import type { SearchMode } from '@/features/interviewers/types';
import './interviewers.css';

const SEE_ALL = '__see-full-results';

const benefits = [
  {
    title: 'Walk in prepared',
    text: 'Learn how an interviewer runs the conversation, what they ask and how they give feedback before you meet them.',
  },
  {
    title: 'Spot red flags early',
    text: 'Ghosting, moving goalposts or a disrespectful panel show up in reviews long before they show up in an offer.',
  },
  {
    title: 'Pay it forward',
    text: 'A few honest sentences about your interview help the next candidate, and give good interviewers the credit they earned.',
  },
] as const;

/** /search-interviewers: the interviewer area's home, built around a live search box. */
export function SearchInterviewersPage() {
  const navigate = useNavigate();
  const heroTitleId = useId();
  const empowerId = useId();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchMode>('name');
  const { active, loading, items } = useInterviewerSuggestions(query, mode);

  const options: ComboboxOption[] = items.map((interviewer) => ({
    key: interviewer._id,
    content: (
      <>
        <span className="combobox-option-primary">{interviewer.name}</span>
        <span className="combobox-option-secondary iv-suggestion-meta">
          {interviewer.company.name}
          <RatingBadge rating={badgeRating(interviewer)} tone={searchBadgeTone(interviewer.rating)} />
        </span>
      </>
    ),
  }));
  if (options.length > 0) {
    options.push({ key: SEE_ALL, action: true, content: <span>See full results</span> });
  }

  const goToResults = () => {
    const term = query.trim();
    if (term) navigate(searchResultsHref(term, mode));
  };

  return (
    <>
      <PageMeta
        title="Search Interviewers"
        description="Search interviewers and hiring managers by name or company, and read anonymous reviews from candidates who met them."
        canonicalPath="/search-interviewers"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: absoluteUrl('/search-interviewers'),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl('/search')}/{search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="iv-hero" aria-labelledby={heroTitleId}>
        <div className="container iv-hero-inner">
          <p className="eyebrow iv-eyebrow">Rate My Interviewer</p>
          <h1 id={heroTitleId}>Know your interviewer before you walk in.</h1>
          <p className="iv-lead">
            Anonymous reviews of interviewers and hiring managers from the candidates who met them.
          </p>
          <search className="iv-search" aria-label="Interviewers">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                goToResults();
              }}
            >
              <div className="iv-search-row">
                <Combobox
                  id="interviewer-search"
                  className="iv-search-box"
                  label={mode === 'name' ? 'Search interviewers by name' : 'Search interviewers by company'}
                  hideLabel
                  type="search"
                  enterKeyHint="search"
                  placeholder={mode === 'name' ? 'Interviewer name…' : 'Company name…'}
                  inputClassName="iv-search-input"
                  value={query}
                  onValueChange={setQuery}
                  options={options}
                  active={active}
                  loading={loading}
                  loadingText="Searching..."
                  emptyText="No matches found"
                  listLabel="Matching interviewers"
                  maxHeight="16rem"
                  onSelect={(key) => {
                    if (key === SEE_ALL) goToResults();
                    else navigate(`/interviewers/${encodeURIComponent(key)}`);
                  }}
                />
                <button type="submit" className="btn btn-accent iv-search-submit">
                  Search
                </button>
              </div>
            </form>
          </search>
          <div className="iv-search-mode">
            <span className="iv-search-mode-text">
              Searching by <strong>{mode === 'name' ? 'name' : 'company'}</strong>
            </span>
            <button
              type="button"
              className="btn btn-outline-inverse iv-mode-toggle"
              onClick={() => setMode((m) => (m === 'name' ? 'company' : 'name'))}
            >
              {mode === 'name' ? 'SEARCH BY COMPANY' : 'SEARCH BY NAME'}
            </button>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby={empowerId}>
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">Why it matters</p>
            <h2 id={empowerId}>Empower Your Job Search</h2>
            <p>
              Interviews go both ways. Reviews from people who sat across the same table tell you what the job
              description never will.
            </p>
          </div>
          <ul className="iv-benefits">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="card">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
          <div className="iv-cta-row">
            <Link to="/interviewers" className="btn btn-primary">
              Browse all interviewers
            </Link>
            <Link to="/rate-interviewer" className="btn btn-secondary">
              Rate an interviewer
            </Link>
            <Link to="/add-interviewer" className="btn btn-secondary">
              Add an interviewer
            </Link>
          </div>
          <aside className="iv-disclaimer" aria-label="Disclaimer">
            <p>
              <strong>Disclaimer:</strong> {SITE_NAME} is a neutral and anonymous platform. Reviews are the
              personal opinions of their authors; they are not verified or endorsed by {SITE_NAME}.
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
