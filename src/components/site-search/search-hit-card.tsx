import { Link } from 'react-router-dom';
import { SearchScore } from '@/components/review-kit/search-score';
import { hitCountedReviews } from '@/components/scores/score-format';
import type { SiteSearchHit } from '@/lib/site-search';
import './search-results.css';

/** One search result as a card (the results' groups and "Did you mean…" alike). */
export function SearchHitCard({ hit }: { hit: SiteSearchHit }) {
  return (
    <Link to={hit.href} className="sr-card">
      <span className="sr-card-text">
        <span className="sr-card-name">{hit.name}</span>
        <span className="sr-card-line">{hit.line}</span>
      </span>
      <SearchScore
        average={hit.average}
        reviewCount={hit.reviewCount}
        counted={hitCountedReviews(hit.kind)}
      />
    </Link>
  );
}
