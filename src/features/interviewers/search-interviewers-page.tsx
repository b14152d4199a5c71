import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { SearchHero } from '@/components/review-kit/search-hero';
import { shownScore } from '@/components/scores/score-format';
import { absoluteUrl, SITE_NAME } from '@/config/site';
import { searchInterviewers } from '@/features/interviewers/api/search-interviewers';
import { badgeRating, searchBadgeTone } from '@/features/interviewers/rating';
import { INTERVIEWER_SEARCH_FORM, searchResultsHref } from '@/features/interviewers/search-href';
import type { Interviewer } from '@/features/interviewers/types';
import { searchHomeJsonLd } from '../../../functions/src/domain/text/structured-data.ts';
import './interviewers.css';

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
  const empowerId = useId();

  return (
    <>
      <PageMeta
        title="Search Interviewers"
        description="Search interviewers and hiring managers by name or company, and read anonymous reviews from candidates who met them."
        canonicalPath="/search-interviewers"
        jsonLd={searchHomeJsonLd(SITE_NAME, '/search-interviewers', absoluteUrl)}
      />
      <SearchHero<Interviewer>
        id="interviewer-search"
        eyebrow="Rate My Interviewer"
        title="Know your interviewer before you walk in."
        lead="Anonymous reviews of interviewers and hiring managers from the candidates who met them."
        area="Interviewers"
        modes={{
          name: {
            label: 'Search interviewers by name',
            placeholder: 'Interviewer name…',
            word: 'name',
          },
          company: {
            label: 'Search interviewers by company',
            placeholder: 'Company name…',
            word: 'company',
          },
        }}
        toggleText={(mode) => (mode === 'name' ? 'SEARCH BY COMPANY' : 'SEARCH BY NAME')}
        suggest={async (text, mode, signal) => (await searchInterviewers(text, mode, 1, signal)).items}
        option={(interviewer) => (
          <>
            <span className="combobox-option-primary">{interviewer.name}</span>
            <span className="combobox-option-secondary rk-suggestion-meta">
              {interviewer.company.name}
              <RatingBadge
                rating={badgeRating(interviewer)}
                tone={searchBadgeTone(shownScore(interviewer.average))}
              />
            </span>
          </>
        )}
        listLabel="Matching interviewers"
        onPick={(interviewer) => navigate(`/interviewers/${encodeURIComponent(interviewer._id)}`)}
        onSearch={(term, mode) => navigate(searchResultsHref(term, mode))}
        plainForm={(mode) => ({
          action: INTERVIEWER_SEARCH_FORM.action,
          name: INTERVIEWER_SEARCH_FORM.name,
          hidden: { [INTERVIEWER_SEARCH_FORM.mode]: mode },
        })}
      />

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
          <div className="rk-row">
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
