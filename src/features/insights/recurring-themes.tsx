import { useId } from 'react';
import { getThemes } from '@/features/insights/api';
import { ThemeList } from '@/features/insights/theme-list';
import type { ReviewKind } from '@/features/insights/types';
import { useAsyncData } from '@/lib/use-async-data';

/**
 * What reviews of one interviewer or manager keep saying (issue 16): a card of recurring themes,
 * each opening the reviews that mention it. Shown only when there is one (a theme needs 3 distinct
 * reviews, a subject 5): most profiles have none, and an empty card would be noise. A failed load is
 * not shown either: the reviews below stand on their own.
 */
export function RecurringThemes({ kind, subjectId }: { kind: ReviewKind; subjectId: string }) {
  const titleId = useId();
  const { state } = useAsyncData(`themes-${kind}-${subjectId}`, (signal) =>
    getThemes(kind, subjectId, signal),
  );
  if (state.status !== 'ready' || state.data.themes.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>What reviews keep mentioning</h2>
      <p className="rk-muted">
        Phrases at least 3 different reviews share, out of {state.data.reviewCount} published reviews.
      </p>
      <ThemeList kind={kind} subjectId={subjectId} themes={state.data.themes} />
    </section>
  );
}
