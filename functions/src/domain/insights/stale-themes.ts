// Themes are recomputed when a review of their target changes. When the rules that draw them change
// (phrases.ts's word lists, themes.ts's thresholds), themes stored under the old rules stayed as they
// were until then: a quiet manager's profile went on showing "data", "engineer" and "data analyst" as
// what reviews keep mentioning long after the rules had learnt that those say who the reviewer was.
// Each stored themes document keeps the rules it was drawn by (themeRulesVersion); once the rules
// change, the insights job walks the stored themes a page at a time and marks those drawn by other
// rules, as a changed review marks its target, and drainThemes recomputes them. They are shown as
// they were until then.
import { DOCUMENT_ID, type DocumentStore, FieldValue } from '../../store/document-store.ts';
import { INSIGHT_STATE, THEMES_DIRTY } from './company-insights.ts';
import { THEMES, type ThemesData, themeRulesVersion } from './themes.ts';

/** Where the walk is: the rules it marks for, and the last themes document it looked at. */
export const THEME_RULES_SWEEP = { collection: INSIGHT_STATE, id: 'themeRules' } as const;
type SweepData = { rules: string; after: string | null; done: boolean };

/** Stored themes looked at per page (one batch: each may be marked, and the walk's place is kept). */
export const STALE_THEMES_PER_PAGE = 400;

/**
 * Marks for recomputing one page of stored themes drawn by other rules than today's, and keeps the
 * walk's place; answers how many it marked and whether the walk is over. Once over for today's rules,
 * it costs one read.
 */
export async function markStaleThemes(
  store: DocumentStore,
  pageSize = STALE_THEMES_PER_PAGE,
): Promise<{ marked: number; done: boolean }> {
  const rules = themeRulesVersion();
  const sweep = await store.get<SweepData>(THEME_RULES_SWEEP.collection, THEME_RULES_SWEEP.id);
  if (sweep?.data.rules === rules && sweep.data.done) return { marked: 0, done: true };
  // A walk for older rules starts over: what it had passed may have been drawn by those.
  const after = sweep?.data.rules === rules ? sweep.data.after : null;
  const page = await store.query<ThemesData>({
    collection: THEMES,
    orderBy: [{ field: DOCUMENT_ID }],
    limit: pageSize,
    ...(after === null ? {} : { startAfter: [after] }),
  });
  const batch = store.batch();
  let marked = 0;
  for (const themes of page) {
    if (themes.data.rules === rules) continue;
    // Merged: a marker already there (a review withdrawn, say) keeps what it says.
    batch.set(
      THEMES_DIRTY,
      themes.id,
      { kind: themes.data.kind, subjectId: themes.data.subjectId, markedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    marked += 1;
  }
  const done = page.length < pageSize;
  const place: SweepData = { rules, after: page.at(-1)?.id ?? after, done };
  batch.set(THEME_RULES_SWEEP.collection, THEME_RULES_SWEEP.id, place);
  await batch.commit();
  return { marked, done };
}
