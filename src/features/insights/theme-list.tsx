import { useState } from 'react';
import { getThemeReviews } from '@/features/insights/api';
import type { ReviewKind, Theme, ThemeReview } from '@/features/insights/types';
import { themeDetailText } from '../../../functions/src/domain/text/insights-text.ts';
import './themes.css';

/** Each theme's phrase, then "N reviews · tone · average", opening the reviews that mention it; `emptyText` without any. */
export function ThemeList({
  kind,
  subjectId,
  themes,
  emptyText = 'No recurring themes yet.',
}: {
  kind: ReviewKind;
  subjectId: string;
  themes: Theme[];
  emptyText?: string;
}) {
  if (themes.length === 0) return <p className="rk-muted">{emptyText}</p>;
  return (
    <ul className="in-themes">
      {themes.map((theme, index) => (
        <ThemeItem key={theme.phrase} kind={kind} subjectId={subjectId} theme={theme} index={index} />
      ))}
    </ul>
  );
}

function ThemeItem({
  kind,
  subjectId,
  theme,
  index,
}: {
  kind: ReviewKind;
  subjectId: string;
  theme: Theme;
  index: number;
}) {
  const [reviews, setReviews] = useState<ThemeReview[] | 'loading' | 'failed' | null>(null);
  const open = () => {
    if (reviews !== null && reviews !== 'failed') return;
    setReviews('loading');
    getThemeReviews(kind, subjectId, index).then(setReviews, () => setReviews('failed'));
  };
  return (
    <li className={`in-theme in-theme-${theme.tone}`}>
      <details onToggle={(e) => (e.currentTarget.open ? open() : undefined)}>
        {/* The phrase first, so the summary's name starts with it; the figures after it, smaller. */}
        <summary>
          <strong className="in-theme-phrase">{theme.phrase}</strong>{' '}
          <span className="in-tone">{themeDetailText(theme)}</span>
        </summary>
        {reviews === 'loading' ? <p className="rk-muted">Loading reviews...</p> : null}
        {reviews === 'failed' ? <p className="rk-muted">Could not load the reviews.</p> : null}
        {Array.isArray(reviews) ? (
          <ul className="in-theme-reviews">
            {reviews.map((r) => (
              <li key={r._id}>
                <span className="rk-muted">
                  {r.createdAt.slice(0, 10)} · {r.rating} of 5
                </span>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </li>
  );
}
