import type { ReactNode } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import { formatScore, NO_RATING_TEXT, reviewCountText, shownScore } from '@/components/scores/score-format';
import type { TextTone } from '@/components/scores/tones';
import '@/components/scores/scores.css';
import './review-kit.css';

export type ProfileScore = {
  /** The plain mean of the published ratings; ignored without reviews. */
  average: number;
  reviewCount: number;
  /** Colours the figure (the manager area's rule); the brand colour when absent. */
  tone?: TextTone;
  /** Under the summary: what else the figures say (the blended score explained, outcomes). */
  note?: ReactNode;
};

type ProfileHeaderProps = {
  titleId: string;
  /** 'Interviewer', 'Manager'. */
  eyebrow: string;
  name: string;
  score: ProfileScore;
  /** Under the name: position, company, facts, tags. */
  children?: ReactNode;
};

/**
 * The title band of a profile: who it is on the left, the score card on the right (below on a phone).
 * The card leads with the plain average and the count ("4.8 · 4 reviews"), or "No rating yet".
 */
export function ProfileHeader({ titleId, eyebrow, name, score, children }: ProfileHeaderProps) {
  const rated = score.reviewCount > 0;
  return (
    <header className="rk-band">
      <div className="container rk-profile-grid">
        <div>
          <p className="eyebrow rk-eyebrow">{eyebrow}</p>
          <h1 id={titleId}>{name}</h1>
          {children}
        </div>
        <div className="rk-score card">
          {rated ? (
            <>
              <p className="rk-score-summary">
                <span className="rk-score-number rating-text" data-tone={score.tone}>
                  {formatScore(score.average)}
                </span>
                <span className="rk-score-count"> · {reviewCountText(score.reviewCount)}</span>
              </p>
              <StarDisplay
                filled={shownScore(score.average)}
                size="lg"
                label={`Average ${formatScore(score.average)} out of 5 stars`}
              />
            </>
          ) : (
            <p className="rk-score-summary">
              <span className="rk-score-none">{NO_RATING_TEXT}</span>
            </p>
          )}
          {score.note ? <div className="rk-score-note">{score.note}</div> : null}
        </div>
      </div>
    </header>
  );
}
