import { useNavigate } from 'react-router-dom';
import { SearchBox } from '@/components/review-kit/search-box';
import { SearchScore } from '@/components/review-kit/search-score';
import { hitCountedReviews } from '@/components/scores/score-format';
import {
  SEARCH_GROUPS,
  type SiteSearchHit,
  SUGGESTIONS_PER_KIND,
  searchEverything,
  siteSearchHref,
} from '@/lib/site-search';

/**
 * The site's primary search (landing hero, /search): one box over companies, interviewers and
 * managers, with suggestions grouped by kind; Enter opens /search?q= with all three.
 */
export function SiteSearchBox({
  id,
  initialQuery,
  tone = 'hero',
}: {
  id: string;
  initialQuery?: string;
  tone?: 'hero' | 'plain';
}) {
  const navigate = useNavigate();
  return (
    <SearchBox<SiteSearchHit>
      id={id}
      area="Companies, interviewers and managers"
      label="Search companies, interviewers and managers"
      placeholder="Name or company…"
      listLabel="Matching companies, interviewers and managers"
      tone={tone}
      {...(initialQuery ? { initialQuery } : {})}
      suggest={async (text, signal) => {
        const { data } = await searchEverything(text, SUGGESTIONS_PER_KIND, signal);
        return SEARCH_GROUPS.map(({ kind, label }) => ({ label, items: data[kind]?.items ?? [] }));
      }}
      itemKey={(hit) => `${hit.kind}:${hit.id}`}
      option={(hit) => (
        <>
          <span className="combobox-option-primary">{hit.name}</span>
          <span className="combobox-option-secondary sb-option-meta">
            <span>{hit.line}</span>
            <SearchScore
              average={hit.average}
              reviewCount={hit.reviewCount}
              counted={hitCountedReviews(hit.kind)}
            />
          </span>
        </>
      )}
      onPick={(hit) => navigate(hit.href)}
      onSearch={(term) => navigate(siteSearchHref(term))}
    />
  );
}
