import type { ReactNode } from 'react';
import { StarDisplay } from '@/components/rating/star-display';
import './review-kit.css';

export type ProfileScore = {
  /** The big figure (a number, or a coloured rating text). */
  figure: ReactNode;
  /** Stars to fill, 0-5. */
  stars: number;
  starsLabel?: string;
  /** 'Based on 4 review(s)', '4 reviews'. */
  count: string;
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

/** The title band of a profile: who it is on the left, the score card on the right (below on a phone). */
export function ProfileHeader({ titleId, eyebrow, name, score, children }: ProfileHeaderProps) {
  return (
    <header className="rk-band">
      <div className="container rk-profile-grid">
        <div>
          <p className="eyebrow rk-eyebrow">{eyebrow}</p>
          <h1 id={titleId}>{name}</h1>
          {children}
        </div>
        <div className="rk-score card">
          <p className="rk-score-number">{score.figure}</p>
          <StarDisplay filled={score.stars} size="lg" label={score.starsLabel} />
          <p className="rk-score-count">{score.count}</p>
          {score.note ? <p className="rk-score-note">{score.note}</p> : null}
        </div>
      </div>
    </header>
  );
}
