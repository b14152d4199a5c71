import { RatingBadge } from '@/components/rating/rating-badge';
import { reviewCountText, shownScore } from '@/components/scores/score-format';
import { positionAtCompany } from '@/features/interviewers/format';
import { badgeRating } from '@/features/interviewers/rating';
import type { Interviewer } from '@/features/interviewers/types';

/**
 * What an interviewer card says (the list's buttons and the search results' links): name, role,
 * how many reviews, and the average as a badge coloured by the page's own rule.
 */
export function InterviewerCardContent({
  interviewer,
  tone,
}: {
  interviewer: Interviewer;
  /** The page's colour rule for the shown average (the list and search differ at 2). */
  tone: (shown: number) => Parameters<typeof RatingBadge>[0]['tone'];
}) {
  return (
    <>
      <span className="iv-card-text">
        <span className="iv-card-name">{interviewer.name}</span>
        <span className="iv-card-role">{positionAtCompany(interviewer)}</span>
        {interviewer.reviewCount > 0 ? (
          <span className="iv-card-meta">{reviewCountText(interviewer.reviewCount)}</span>
        ) : null}
      </span>
      <RatingBadge rating={badgeRating(interviewer)} tone={tone(shownScore(interviewer.average))} />
    </>
  );
}
