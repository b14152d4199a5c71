import { Link } from 'react-router-dom';
import { formatScore } from '@/components/scores/score-format';
import type { OutcomeSummary } from '@/features/interviewers/types';
import {
  blendedScoreExplanation,
  OUTCOME_NOTE_TAIL,
} from '../../../../functions/src/domain/text/profile-figures-text.ts';

/**
 * The blended score as the profile's secondary figure: a short visible label that opens (tap, click
 * or Enter) a plain-words explanation of how it differs from the average above it, and a link to the
 * FAQ's entry on it (faq-page.tsx), which says the same at more length.
 */
export function BlendedScoreNote({ score, reviewCount }: { score: number; reviewCount: number }) {
  return (
    <details className="rk-score-details">
      <summary>
        <span>
          Blended score <strong>{formatScore(score)}</strong>
        </span>
        <span className="rk-score-details-hint">What is this?</span>
      </summary>
      <p>{blendedScoreExplanation(reviewCount)}</p>
      <p>
        <Link to="/faq#blended-score" className="rk-score-details-more">
          More about the blended score
        </Link>
      </p>
    </details>
  );
}

/**
 * "2 of 6 cleared": of the reviews that report a result (cleared or not cleared). The API leaves it
 * out (null) below DESIGN.md 6a's minimum group, and so does this line.
 */
export function OutcomeNote({ outcomes }: { outcomes: OutcomeSummary | null | undefined }) {
  if (!outcomes) return null;
  return (
    <p>
      <span className="rk-score-fact">
        {outcomes.cleared} of {outcomes.withResult} cleared
      </span>
      <br />
      {OUTCOME_NOTE_TAIL}
    </p>
  );
}
