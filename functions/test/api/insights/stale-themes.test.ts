// Themes drawn by rules that have since changed are recomputed by the insights job (stale-themes.ts):
// before, they stayed as stored until a review of their target changed, so a quiet profile kept showing
// what the old rules drew ("data analyst", who the reviewer was) as what its reviews keep mentioning.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { themeKey } from '../../../src/domain/insights/company-insights.ts';
import { runInsightsJob } from '../../../src/domain/insights/insights-job.ts';
import { markStaleThemes, THEME_RULES_SWEEP } from '../../../src/domain/insights/stale-themes.ts';
import { THEMES, type ThemesData, themeRulesVersion } from '../../../src/domain/insights/themes.ts';
import { createAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody } from '../interviewers/support.ts';
import { SHARED_PHRASE_TEXTS } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T14:03:00Z') });
});
afterAll(() => t.close());

const TEXTS = SHARED_PHRASE_TEXTS;

const job = () => runInsightsJob(t.deps.store, () => t.clock.now(), 10_000);

/** An interviewer with five reviews sharing phrases, and its themes computed by the job. */
async function themedInterviewer(): Promise<string> {
  const owner = await createAccount();
  const target = await addInterviewer(t, owner.idToken);
  for (const text of TEXTS) {
    const author = await createAccount();
    const res = await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: reviewBody(target._id, { reviewText: text }),
    });
    expect(res.status).toBe(201);
  }
  await job();
  return target._id;
}

type Shown = { themes: { phrase: string }[] };
const phrasesOf = async (id: string) =>
  (await json<Shown>(await t.request('GET', `/api/themes/interviewer/${id}`))).themes.map((x) => x.phrase);

/** The target's stored themes as rules before today's drew them: another first theme, no `rules`. */
async function drawnByOlderRules(id: string): Promise<void> {
  const key = themeKey('interviewer', id);
  const stored = (await t.deps.store.get<ThemesData>(THEMES, key))?.data as ThemesData;
  const { rules: _today, ...older } = stored;
  const first = stored.themes[0] as ThemesData['themes'][number];
  await t.deps.store
    .batch()
    .set(THEMES, key, { ...older, themes: [{ ...first, phrase: 'data analyst' }, ...stored.themes] })
    .commit();
}

describe('themes drawn by rules that have changed', () => {
  test('the insights job recomputes them, without a review of their target changing', async () => {
    const id = await themedInterviewer();
    const fresh = await phrasesOf(id);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain('data analyst');
    // The walk for today's rules is over (the job ran): rules change, as a deploy changes them.
    await t.deps.store
      .batch()
      .set(THEME_RULES_SWEEP.collection, THEME_RULES_SWEEP.id, { rules: 'older', after: null, done: true })
      .commit();
    await drawnByOlderRules(id);
    expect(await phrasesOf(id)).toContain('data analyst'); // shown as stored until recomputed

    await job();
    expect(await phrasesOf(id)).toEqual(fresh);
    const stored = await t.deps.store.get<ThemesData>(THEMES, themeKey('interviewer', id));
    expect(stored?.data.rules).toBe(themeRulesVersion());
  });

  test('the walk goes a page at a time, keeps its place, and once over costs one read', async () => {
    const ids = [await themedInterviewer(), await themedInterviewer()];
    // Both drawn by older rules; the walk starts over for today's.
    await t.deps.store
      .batch()
      .set(THEME_RULES_SWEEP.collection, THEME_RULES_SWEEP.id, { rules: 'older', after: null, done: true })
      .commit();
    for (const id of ids) await drawnByOlderRules(id);
    let marked = 0;
    let pages = 0;
    for (;;) {
      const page = await markStaleThemes(t.deps.store, 1);
      marked += page.marked;
      pages += 1;
      expect(page.marked).toBeLessThanOrEqual(1);
      if (page.done) break;
      expect(pages).toBeLessThan(50);
    }
    expect(marked).toBe(2);
    expect(await markStaleThemes(t.deps.store, 1)).toEqual({ marked: 0, done: true });
    await job();
    for (const id of ids) expect(await phrasesOf(id)).not.toContain('data analyst');
  });
});
