import { useId } from 'react';
import { embeddedThemes, getThemes } from '@/features/insights/api';
import { ThemeList } from '@/features/insights/theme-list';
import type { ReviewKind } from '@/features/insights/types';
import { useAsyncData } from '@/lib/use-async-data';
import { PROFILE_THEMES_TITLE, profileThemesNote } from '../../../functions/src/domain/text/insights-text.ts';

/**
 * What reviews of one interviewer or manager keep saying (issue 16): a card of recurring themes,
 * each opening the reviews that mention it. Shown only when there is one (a theme needs 3 distinct
 * reviews, a subject 5): most profiles have none, and an empty card would be noise. A failed load is
 * not shown either: the reviews below stand on their own. Over a server-rendered profile the first render
 * draws the themes it came with (pages/insights-markup.ts drew the same card), so the card neither
 * vanishes while they load again nor comes twice.
 */
export function RecurringThemes({ kind, subjectId }: { kind: ReviewKind; subjectId: string }) {
  const titleId = useId();
  const { state } = useAsyncData(
    `themes-${kind}-${subjectId}`,
    (signal) => getThemes(kind, subjectId, signal),
    () => embeddedThemes(kind, subjectId),
  );
  if (state.status !== 'ready' || state.data.themes.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{PROFILE_THEMES_TITLE}</h2>
      <p className="rk-muted">{profileThemesNote(state.data.reviewCount)}</p>
      <ThemeList kind={kind} subjectId={subjectId} themes={state.data.themes} />
    </section>
  );
}
