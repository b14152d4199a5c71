import { StarDisplay } from '@/components/rating/star-display';
import { formatScore } from '@/components/scores/score-format';

const aspects = [
  { name: 'Leadership', value: 5 },
  { name: 'Communication', value: 4 },
  { name: 'Fairness', value: 5 },
] as const;

/** Illustration for the hero: what a review on the site looks like. */
export function SampleReview() {
  return (
    <figure className="sample-review">
      <div className="sample-review-card">
        {/* Whom the review is about, said in words: a name with initials in a circle above a quote read as
            its author, and reviews never show one ("Posted anonymously" below). */}
        <div className="sample-review-head">
          <div>
            <p className="sample-kind">Manager review</p>
            <p className="sample-name">About Jordan M., Kitchen Manager</p>
            <p className="sample-role">Harbor Bistro</p>
          </div>
          <span className="sample-score">
            <span className="visually-hidden">Jordan M.’s rating </span>
            {formatScore(4.7)}
          </span>
        </div>
        <p className="sample-rating">
          {/* The site's own stars, as a review card draws them (text stars had a 2.6:1 empty star). */}
          <StarDisplay filled={5} size="sm" label="Rated 5 out of 5" />
        </p>
        <blockquote className="sample-quote">
          “Clear expectations from day one, fair with schedules, and gives feedback in private. The interview
          was two conversations, and I got an answer within three days.”
        </blockquote>
        <ul className="sample-aspects">
          {aspects.map((aspect) => (
            <li key={aspect.name}>
              <span>{aspect.name}</span>
              <span className="sample-aspect-value">
                <StarDisplay filled={aspect.value} size="sm" label={`${aspect.value} out of 5`} />
              </span>
            </li>
          ))}
        </ul>
        <p className="sample-footer">Posted anonymously · 2 weeks ago</p>
      </div>
      <figcaption className="sample-caption">An example of what a review looks like</figcaption>
    </figure>
  );
}
