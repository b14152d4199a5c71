// The scale seed (npm run seed, scripts/seed/scale/): seeds `small` into a
// data folder and checks what a user would see there, through the domain
// and the API app npm start serves: counts, aggregates that agree with the
// reviews, search, review lists, and texts that agree with their ratings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DEMO_PROJECT_ID } from '../../../scripts/lib/firebase-emulators.ts';
import { NotEmptyError } from '../../../scripts/seed/scale/load-sqlite.ts';
import { randomFrom } from '../../../scripts/seed/scale/random.ts';
import { type ScaleSeedReport, seedScale } from '../../../scripts/seed/scale/scale-seed.ts';
import { SIZES } from '../../../scripts/seed/scale/sizes.ts';
import { INTERVIEWER_SENTENCES } from '../../../scripts/seed/scale/texts/interviewer-review-texts.ts';
import {
  ANSWER_CATEGORY,
  MANAGER_AREA_SENTENCES,
} from '../../../scripts/seed/scale/texts/manager-review-texts.ts';
import { INDUSTRIES } from '../../../scripts/seed/scale/vocabulary/industries.ts';
import { personName } from '../../../scripts/seed/scale/vocabulary/people.ts';
import { seedDemoDataOnce } from '../../../scripts/seed/seed-demo.ts';
import { COMPANIES, type CompanyData } from '../../src/domain/companies/company.ts';
import { COMPANY_REVIEWS, type CompanyReviewData } from '../../src/domain/company-reviews/company-review.ts';
import { computeThemeCorpus } from '../../src/domain/insights/theme-corpus.ts';
import { computeThemes } from '../../src/domain/insights/themes.ts';
import { INTERVIEWERS, type InterviewerData } from '../../src/domain/interviewers/interviewer.ts';
import { searchInterviewers } from '../../src/domain/interviewers/interviewers.ts';
import {
  checkCompanyAggregates,
  checkManagerAggregates,
  findManagerAreaInconsistencies,
} from '../../src/domain/managers/consistency-checks.ts';
import { MANAGERS, type ManagerData } from '../../src/domain/managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../../src/domain/managers/manager-review.ts';
import { searchManagers } from '../../src/domain/managers/manager-search.ts';
import { REPORTS } from '../../src/domain/moderation/reports.ts';
import {
  checkInterviewerAggregates,
  findInconsistencies,
} from '../../src/domain/reviews/consistency-checks.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../../src/domain/reviews/review.ts';
import { listReviews } from '../../src/domain/reviews/reviews.ts';
import { normalizeName } from '../../src/domain/text/normalize.ts';
import { createApiApp } from '../../src/http/app.ts';
import type { AppEnv } from '../../src/http/context.ts';
import { createEmbeddedDeps } from '../../src/platform/embedded-deps.ts';
import { openSqliteFromDataDir } from '../../src/platform/sqlite-from-data-dir.ts';
import { obscenityFilter } from '../../src/screening/obscenity-filter.ts';
import { type Doc, type DocumentStore, StoreError } from '../../src/store/document-store.ts';
import type { SqliteStore } from '../../src/store/sqlite/index.ts';
import { openTestStore } from '../support/test-store.ts';
import {
  aspectViolations,
  dateViolations,
  industryViolations,
  outcomeViolations,
  repeatedSentences,
  teamMembersRated,
  teamPageNames,
} from './seed-rules.ts';

const NOW = new Date('2026-11-01T12:00:00Z');
const SIZE = SIZES.small;

let dataDir: string;
let report: ScaleSeedReport;
let store: DocumentStore;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'rmi-scale-seed-'));
  const started = performance.now();
  report = await seedScale({ dataDir, size: SIZE, force: false, now: NOW });
  // Printed, not asserted: the large size is timed by hand (README).
  console.log(`scale seed (small): ${Math.round(performance.now() - started)} ms`);
  store = openSqliteFromDataDir(dataDir);
});

afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const all = <T extends Doc['data']>(collection: string) => store.query<T & Doc['data']>({ collection });

describe('what the small size loads', () => {
  test('a hundredth of large: interviewers, managers, companies and reviews as counted', async () => {
    expect(await store.count({ collection: INTERVIEWERS })).toBe(SIZE.interviewers);
    expect(await store.count({ collection: MANAGERS })).toBe(SIZE.managers);
    expect(await store.count({ collection: COMPANIES })).toBe(SIZE.companies);
    expect(await store.count({ collection: INTERVIEWER_REVIEWS })).toBe(SIZE.interviewerReviews);
    expect(await store.count({ collection: MANAGER_REVIEWS })).toBe(SIZE.managerReviews);
    for (const [collection, count] of Object.entries(report.counts)) {
      expect(await store.count({ collection }), collection).toBe(count);
    }
    expect(report.counts[COMPANY_REVIEWS]).toBeGreaterThan(0);
    expect(report.counts.interviewerReviewVotes).toBeGreaterThan(0);
    expect(report.counts.managerReviewVotes).toBeGreaterThan(0);
    expect(report.counts[REPORTS]).toBeGreaterThan(0);
  });

  test('skewed: the most-reviewed profile has a hundred or more reviews, many have a few', async () => {
    const interviewers = await all<InterviewerData>(INTERVIEWERS);
    const counts = interviewers.map((i) => i.data.reviewCount).sort((a, b) => b - a);
    expect(counts[0]).toBeGreaterThanOrEqual(100);
    expect(counts.filter((n) => n <= 3).length).toBeGreaterThan(interviewers.length / 3);
    const ratings = (await all<ReviewData>(INTERVIEWER_REVIEWS)).map((r) => r.data.rating);
    const share = (star: number) => ratings.filter((r) => r === star).length / ratings.length;
    // Leaning positive, with more ones than twos, as review sites do.
    expect(share(4) + share(5)).toBeGreaterThan(0.5);
    expect(share(1)).toBeGreaterThan(share(2));
  });

  test('npm start finds the demo-seed marker and adds nothing', async () => {
    expect(await store.get('meta', 'demo-seed')).not.toBeNull();
    expect(await seedDemoDataOnce(store, NOW)).toBe(false);
  });

  test('a folder with data is refused without --force, replaced with it', async () => {
    await expect(seedScale({ dataDir, size: SIZE, force: false, now: NOW })).rejects.toThrow(NotEmptyError);
    const other = mkdtempSync(join(tmpdir(), 'rmi-scale-seed-force-'));
    try {
      const first = openSqliteFromDataDir(other);
      await seedDemoDataOnce(first, NOW);
      await first.close();
      const again = await seedScale({ dataDir: other, size: SIZE, force: true, now: NOW });
      expect(again.counts).toEqual(report.counts);
      const replaced = openSqliteFromDataDir(other);
      expect(await replaced.count({ collection: INTERVIEWERS })).toBe(SIZE.interviewers);
      await replaced.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('documents are what the domain writes', () => {
  test('every collection has the fields the demo seed (through the API domain) writes', async () => {
    const demo = await openTestStore();
    try {
      await seedDemoDataOnce(demo, NOW);
      // meta is the seeds' own marker (this one also names the size), not a domain collection.
      for (const collection of Object.keys(report.counts).filter((c) => c !== 'meta')) {
        // The fields of the first 50 documents together: a document holds only the maps its facts
        // touched (companyInsights: `outcomes` only once an interviewer review came).
        const sample = (from: typeof store) => from.query({ collection, limit: 50 });
        const [expectedDocs, seededDocs] = await Promise.all([sample(demo), sample(store)]);
        const [expected] = expectedDocs;
        if (!expected) continue; // reports: the demo seed has none
        const [seeded] = seededDocs;
        // `moderation`: only on the few reviews the scale seed moderates; `rewritten` (themesDirty): only
        // where it edits a review (updateReview), which the demo seed never does.
        const onlyScale = new Set(['moderation', 'rewritten']);
        const keys = (docs: Doc[]) =>
          [...new Set(docs.flatMap((d) => Object.keys(d.data)))].filter((k) => !onlyScale.has(k)).sort();
        expect(keys(seededDocs), collection).toEqual(keys(expectedDocs));
        if ('createdAt' in (expected.data ?? {})) expect(seeded?.data.createdAt).toBeInstanceOf(Date);
      }
    } finally {
      await demo.close();
    }
  });

  test('aggregates, vote counts, manager counts and eligibility markers agree with what they count', async () => {
    expect(await findInconsistencies(store)).toEqual([]);
    expect(await findManagerAreaInconsistencies(store)).toEqual([]);
  });

  test('the most-reviewed profiles count only published reviews', async () => {
    const [top] = await store.query<InterviewerData>({
      collection: INTERVIEWERS,
      orderBy: [{ field: 'reviewCount', direction: 'desc' }],
      limit: 1,
    });
    const check = await checkInterviewerAggregates(store, top?.id ?? '');
    expect(check.consistent).toBe(true);
    const [topManager] = await store.query<ManagerData>({
      collection: MANAGERS,
      orderBy: [{ field: 'avgRating', direction: 'desc' }],
      limit: 1,
    });
    expect((await checkManagerAggregates(store, topManager?.id ?? '')).consistent).toBe(true);
    expect((await checkCompanyAggregates(store, topManager?.data.companyId ?? '')).consistent).toBe(true);
    // Some reviews were held by screening or hidden by reports: there, and not counted.
    const reviews = await all<ReviewData>(INTERVIEWER_REVIEWS);
    const unpublished = reviews.filter((r) => r.data.moderation && r.data.moderation.state !== 'published');
    const reported = reviews.filter((r) => (r.data.moderation?.openReports ?? 0) > 0);
    expect(reported.length).toBeGreaterThan(0);
    const counted = (await all<InterviewerData>(INTERVIEWERS)).reduce((n, i) => n + i.data.reviewCount, 0);
    expect(counted).toBe(reviews.length - unpublished.length);
  });
});

describe('what users see', () => {
  test('search by name prefix, accents and case ignored, finds seeded interviewers and managers', async () => {
    const interviewers = await all<InterviewerData>(INTERVIEWERS);
    const accented =
      interviewers.find((i) => i.data.name !== i.data.name.normalize('NFKD')) ?? interviewers[0];
    if (!accented) throw new Error('no interviewers');
    const folded = normalizeName(accented.data.name); // "jose garcia" for "José García"
    const byFullName = await searchInterviewers(store, folded.toUpperCase(), 'name', 1, 12);
    expect(byFullName.items[0]?.data.nameKey).toBe(accented.data.nameKey);
    const prefix = (folded.split(' ')[1] ?? folded).slice(0, 4);
    const byPrefix = await searchInterviewers(store, prefix, 'name', 1, 500);
    expect(byPrefix.items.map((i) => i.id)).toContain(accented.id);
    for (const item of byPrefix.items)
      expect(item.data.nameKey.split(' ').some((w) => w.startsWith(prefix))).toBe(true);

    const [manager] = await store.query<ManagerData>({ collection: MANAGERS, limit: 1 });
    const managers = await searchManagers(store, manager?.data.name ?? '', 'name', 1, 9);
    expect(managers.items.map((m) => m.id)).toContain(manager?.id);
  });

  test('search by company finds every interviewer of the company', async () => {
    const companies = await all<CompanyData>(COMPANIES);
    const interviewers = await all<InterviewerData>(INTERVIEWERS);
    const company = companies.find((c) => interviewers.some((i) => i.data.companyId === c.id));
    if (!company) throw new Error('no interviewers at any company');
    const found = await searchInterviewers(store, company.data.name, 'company', 1, 500);
    const atCompany = interviewers.filter((i) => i.data.companyId === company.id).map((i) => i.id);
    expect(
      found.items
        .filter((i) => i.data.companyId === company.id)
        .map((i) => i.id)
        .sort(),
    ).toEqual(atCompany.sort());
  });

  test('review lists come newest first and page with a cursor, as the store serves them', async () => {
    const [top] = await store.query<InterviewerData>({
      collection: INTERVIEWERS,
      orderBy: [{ field: 'reviewCount', direction: 'desc' }],
      limit: 1,
    });
    if (!top) throw new Error('no interviewers');
    const listed = await listReviews(store, top.id, null);
    expect(listed).toHaveLength(top.data.reviewCount);
    const times = listed.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pages: string[][] = [];
    let after: Doc<ReviewData> | undefined;
    for (;;) {
      const page: Doc<ReviewData>[] = await store.query<ReviewData>({
        collection: INTERVIEWER_REVIEWS,
        where: [{ field: 'interviewerId', op: '==', value: top.id }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        ...(after ? { startAfter: [after.data.createdAt] } : {}),
        limit: 20,
      });
      if (page.length === 0) break;
      pages.push(page.map((r) => r.id));
      after = page[page.length - 1];
    }
    expect(pages.length).toBeGreaterThan(4);
    const paged = pages.flat();
    expect(new Set(paged).size).toBe(paged.length);
    // Every review, including those only their author sees (held or hidden).
    expect(paged.length).toBe(
      await store.count({
        collection: INTERVIEWER_REVIEWS,
        where: [{ field: 'interviewerId', op: '==', value: top.id }],
      }),
    );
  });

  test('the API npm start builds on this folder serves search, profiles and review lists', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= inject('authEmulatorHost');
    const deps = await createEmbeddedDeps({ dataDir, projectId: DEMO_PROJECT_ID });
    try {
      const app: Hono<AppEnv> = createApiApp(deps);
      const [top] = await store.query<InterviewerData>({
        collection: INTERVIEWERS,
        orderBy: [{ field: 'reviewCount', direction: 'desc' }],
        limit: 1,
      });
      if (!top) throw new Error('no interviewers');
      const word = top.data.nameKey.split(' ')[0] ?? '';
      const search = await app.request(
        `/api/interviewers/search/${encodeURIComponent(word)}?searchMode=name`,
      );
      expect(search.status).toBe(200);
      expect(Number(search.headers.get('X-Total-Count'))).toBeGreaterThan(0);
      const profile = await app.request(`/api/interviewers/${top.id}`);
      expect(((await profile.json()) as { reviewCount: number }).reviewCount).toBe(top.data.reviewCount);
      const reviews = await app.request(`/api/reviews/rmi?interviewerId=${top.id}`);
      expect(((await reviews.json()) as unknown[]).length).toBe(top.data.reviewCount);
      const [manager] = await store.query<ManagerData>({ collection: MANAGERS, limit: 1 });
      expect((await app.request(`/api/managers/${manager?.id}`)).status).toBe(200);
    } finally {
      await deps.store.close();
    }
  });
});

describe('texts agree with their ratings and outcomes', () => {
  type Templates = readonly string[];
  const pattern = (template: string) =>
    new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?'));
  const matchesAny = (text: string, templates: Templates) => templates.some((t) => pattern(t).test(text));
  const moods = ['negative', 'mixed', 'positive'] as const;
  const moodOf = (rating: number) => (rating <= 2 ? 'negative' : rating === 3 ? 'mixed' : 'positive');
  const profane = obscenityFilter();

  test('interviewer reviews: sentences of their own mood, and of an interview only when there was one', async () => {
    const s = INTERVIEWER_SENTENCES;
    const outcomes = (mood: (typeof moods)[number]) => Object.values(s.OUTCOMES).flatMap((o) => o[mood]);
    for (const { data: r } of await all<ReviewData>(INTERVIEWER_REVIEWS)) {
      const text = r.reviewText;
      if (r.moderation?.state === 'held') {
        expect(profane.isProfane(text), text).toBe(true);
        continue;
      }
      expect(profane.isProfane(text), text).toBe(false);
      const mood = moodOf(r.rating);
      for (const other of moods.filter((m) => m !== mood)) {
        const wrong = [...s.OPENERS[other], ...s.DETAILS[other], ...outcomes(other), ...s.CLOSERS[other]];
        expect(matchesAny(text, [...wrong, ...s.NO_INTERVIEW[other]]), `${r.rating}: ${text}`).toBe(false);
      }
      // An interviewer's practices: a good one never in a 1 or 2, a bad one never in a 4 or 5 (a 3 may name either).
      const wrongPractices = { positive: s.PRACTICES.negative, negative: s.PRACTICES.positive, mixed: [] }[
        mood
      ];
      expect(matchesAny(text, wrongPractices), `${r.rating}: ${text}`).toBe(false);
      if (r.rating !== 4) expect(matchesAny(text, s.CAVEAT_FOR_4), text).toBe(false);
      if (r.rating !== 2) expect(matchesAny(text, s.REDEEMING_FOR_2), text).toBe(false);
      const aboutInterview = [
        ...s.OPENERS[mood],
        ...s.DETAILS[mood],
        ...outcomes(mood),
        ...s.CONTEXT,
        ...s.PRACTICES.positive,
        ...s.PRACTICES.negative,
      ];
      const noInterview = [...s.NO_INTERVIEW[mood], ...s.NO_INTERVIEW_CONTEXT];
      if (r.interviewStatus === 'no interview') {
        expect(matchesAny(text, aboutInterview), text).toBe(false);
        expect(matchesAny(text, noInterview), text).toBe(true);
        continue;
      }
      expect(matchesAny(text, noInterview), text).toBe(false);
      if (r.interviewStatus === null) {
        expect(matchesAny(text, outcomes(mood)), text).toBe(false);
        continue;
      }
      // An edited 'waiting' review keeps its first words and adds the result.
      const edited = text.includes('Update:');
      if (edited) {
        expect(r.updatedAt.getTime()).toBeGreaterThan(r.createdAt.getTime());
        expect(matchesAny(text, s.RESULT_UPDATES[r.interviewStatus as 'cleared' | 'not cleared']), text).toBe(
          true,
        );
      }
      // Outcome sentences only of its own status (a much-reviewed profile may have used them all up).
      for (const [status, sentences] of Object.entries(s.OUTCOMES)) {
        if (status === r.interviewStatus || (edited && status === 'waiting')) continue;
        expect(matchesAny(text, sentences[mood]), `${r.interviewStatus}: ${text}`).toBe(false);
      }
    }
  });

  test('manager and company reviews: sentences of their own mood, aspect comments of their aspect score', async () => {
    const s = MANAGER_AREA_SENTENCES;
    const aspectScore = {
      reviewLeadership: 'leadership',
      reviewCommunicationText: 'communication',
      reviewSupport: 'empathy',
    } as const;
    for (const { data: r } of await all<ManagerReviewData>(MANAGER_REVIEWS)) {
      if (r.moderation?.state === 'held') continue;
      expect(profane.isProfane(r.reviewText), r.reviewText).toBe(false);
      for (const other of moods.filter((m) => m !== moodOf(r.rating))) {
        const wrong = [...s.MANAGER_SENTENCES[other], ...s.MANAGER_CLOSERS[other]];
        expect(matchesAny(r.reviewText, wrong), `${r.rating}: ${r.reviewText}`).toBe(false);
      }
      // A manager's habits: a strength never in a 1 or 2, a weakness never in a 4 or 5 (a 3 may name either).
      const wrongHabits = { positive: s.HABITS.negative, negative: s.HABITS.positive, mixed: [] }[
        moodOf(r.rating)
      ];
      expect(matchesAny(r.reviewText, wrongHabits), `${r.rating}: ${r.reviewText}`).toBe(false);
      for (const [field, aspect] of Object.entries(aspectScore) as [keyof typeof aspectScore, string][]) {
        const comment = r[field];
        if (!comment) continue;
        const score = r[aspect as 'leadership'];
        expect(matchesAny(comment, s.ASPECT_COMMENTS[field][moodOf(score)]), `${score}: ${comment}`).toBe(
          true,
        );
      }
    }
    for (const { data: r } of await all<CompanyReviewData>(COMPANY_REVIEWS)) {
      for (const [key, answer] of Object.entries(r.reviews) as [keyof typeof s.COMPANY_ANSWERS, string][]) {
        const category = ANSWER_CATEGORY[key as keyof typeof ANSWER_CATEGORY];
        const stars = category ? r.ratings[category] : r.rating;
        if (answer) expect(matchesAny(answer, s.COMPANY_ANSWERS[key][moodOf(stars)]), answer).toBe(true);
      }
    }
  });
});

// Issue 14, item 12: the same rules as the demo seed (seed-rules.ts).
describe('believable data, as in the demo seed', () => {
  test('outcomes match the text', async () => {
    expect(await outcomeViolations(store)).toEqual([]);
  });

  test('aspect comments and company answers agree with their own stars', async () => {
    expect(await aspectViolations(store)).toEqual([]);
  });

  test('every company states its industry, and its reviews use words that fit it', async () => {
    expect(await industryViolations(store)).toEqual([]);
  });

  test('no sentence appears twice on one profile, even the most reviewed', async () => {
    expect(await repeatedSentences(store)).toEqual([]);
  });

  test('dates spread over the years, none in the future, none before what they are about', async () => {
    expect(await dateViolations(store, NOW)).toEqual([]);
  });

  test('no interviewer or manager has the name of someone on the team page, at any size', async () => {
    expect(await teamMembersRated(store)).toEqual([]);
    // The names come from word lists: draw as many as `large` does and more.
    const team = new Set(teamPageNames().map(normalizeName));
    const rnd = randomFrom(1);
    const drawn = Array.from({ length: 100_000 }, () => personName(rnd)).filter((n) =>
      team.has(normalizeName(n)),
    );
    expect(drawn).toEqual([]);
  });
});

// What "What reviews keep mentioning" shows on seeded managers: their reviews came back to habits a job
// seeker can weigh, where the seed once repeated only its fill-in words ("deadline weeks", "client",
// "consultant", "fixed", "term contract", "data analyst").
describe('themes a job seeker can use', () => {
  const HABITS = [
    'clear feedback',
    'weekly planning sessions',
    'regular one-to-ones',
    'open door',
    'flexible hours',
    'realistic deadlines',
    'quick decisions',
    'fair workload',
    'micromanages',
    'last-minute changes',
    'unclear priorities',
    'endless meetings',
    'public criticism',
    'unpaid overtime',
    'cancelled one-to-ones',
    'broken promises',
  ];
  /**
   * Who the reviewer was, whom the work was for, the busy season and the contract: the seed's fill-ins.
   * Not "patient" (healthcare's client): the same word praises an interviewer, and stays a theme.
   */
  const FILL_INS = new Set([
    ...INDUSTRIES.flatMap((i) => [
      ...i.roles.map((r) => r.toLowerCase()),
      ...i.roles.map((r) => r.toLowerCase().split(' ').at(-1) as string),
      ...[i.words.client].filter((c) => c !== 'patient'),
      i.words.peak.replace(/^the /, '').toLowerCase(),
    ]),
    ...['fixed', 'term', 'term contract', 'fixed-term contract', 'contract', 'full time', 'part time'],
    ...['agency', 'internal', 'studying', 'internal move', 'first job'],
  ]);

  test('managers with 10 or more reviews show a habit; no theme is a job, a client, a season or a contract', async () => {
    const common = new Set((await computeThemeCorpus(store, 'manager', NOW)).common);
    const withoutHabit: string[] = [];
    const fillIns: string[] = [];
    for (const { id, data: m } of await all<ManagerData>(MANAGERS)) {
      const { reviewCount, themes } = await computeThemes(store, 'manager', id, NOW, common);
      const phrases = themes.map((t) => t.phrase);
      fillIns.push(...phrases.filter((p) => FILL_INS.has(p)).map((p) => `${m.name}: ${p}`));
      if (reviewCount >= 10 && !phrases.some((p) => HABITS.includes(p))) {
        withoutHabit.push(`${m.name} (${reviewCount}): ${phrases.join(', ')}`);
      }
    }
    expect(fillIns).toEqual([]);
    expect(withoutHabit).toEqual([]);
  });
});

// The same for seeded interviewers: their themes were how the reviewer heard of the job and when the
// round came ("interview came", "round came", "friend", "linkedin", "mid-level", "site interview").
describe('interviewer themes a candidate can use', () => {
  const PRACTICES = [
    'clear feedback',
    'friendly panel',
    'realistic task',
    'structured questions',
    'quick replies',
    'honest answers',
    'relaxed atmosphere',
    'workplace tour',
    'ran late',
    'vague feedback',
    'unpaid take-home task',
    'cold panel',
    'surprise tests',
    'constant interruptions',
    'messy scheduling',
    'dodged salary questions',
  ];
  /** How the reviewer heard of the job, at what level, and when the round came: the seed's fill-ins. */
  const FILL_IN =
    /\b(came|linkedin|referral|friend|careers page|job board|mid-level|senior|junior|site interview)$/;

  test('interviewers with 10 or more reviews show a practice; no theme is a channel, a level or a round coming', async () => {
    const common = new Set((await computeThemeCorpus(store, 'interviewer', NOW)).common);
    const withoutPractice: string[] = [];
    const fillIns: string[] = [];
    for (const { id, data: i } of await all<InterviewerData>(INTERVIEWERS)) {
      const { reviewCount, themes } = await computeThemes(store, 'interviewer', id, NOW, common);
      const phrases = themes.map((t) => t.phrase);
      fillIns.push(...phrases.filter((p) => FILL_IN.test(p)).map((p) => `${i.name}: ${p}`));
      if (reviewCount >= 10 && !phrases.some((p) => PRACTICES.includes(p))) {
        withoutPractice.push(`${i.name} (${reviewCount}): ${phrases.join(', ')}`);
      }
    }
    expect(fillIns).toEqual([]);
    expect(withoutPractice).toEqual([]);
  });
});

describe('SqliteStore.bulkCreate, the load path of the seed', () => {
  const docs: Doc[] = [
    {
      id: 'r1',
      data: {
        interviewerId: 'i1',
        createdAt: new Date('2026-01-02T00:00:00Z'),
        tags: ['a', 'b', 'a'],
        nested: { list: [1, 'x', { deep: true }], when: new Date(5) },
      },
    },
    { id: 'r2', data: { interviewerId: 'i1', createdAt: new Date('2026-01-03T00:00:00Z'), tags: ['b'] } },
    { id: 'r3', data: { interviewerId: 'i2', createdAt: new Date('2026-01-01T00:00:00Z'), tags: [] } },
  ];
  const reads = async (s: DocumentStore) => ({
    docs: await s.getAll(INTERVIEWER_REVIEWS, ['r1', 'r2', 'r3']),
    tagB: (
      await s.query({
        collection: INTERVIEWER_REVIEWS,
        where: [{ field: 'tags', op: 'array-contains', value: 'b' }],
      })
    ).map((d) => d.id),
    nested: (
      await s.query({
        collection: INTERVIEWER_REVIEWS,
        where: [{ field: 'nested.list', op: 'array-contains', value: 'x' }],
      })
    ).map((d) => d.id),
    newest: (
      await s.query({
        collection: INTERVIEWER_REVIEWS,
        where: [{ field: 'interviewerId', op: '==', value: 'i1' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      })
    ).map((d) => d.id),
  });

  test('writes what a batch of creates writes: documents, array index, composite index', async () => {
    const bulk = (await openTestStore()) as SqliteStore;
    const batched = await openTestStore();
    try {
      expect(bulk.bulkCreate(INTERVIEWER_REVIEWS, docs)).toBe(3);
      const batch = batched.batch();
      for (const d of docs) batch.create(INTERVIEWER_REVIEWS, d.id, d.data);
      await batch.commit();
      const expected = await reads(batched);
      expect(expected.tagB).toEqual(['r1', 'r2']);
      expect(expected.newest).toEqual(['r2', 'r1']);
      expect(await reads(bulk)).toEqual(expected);
    } finally {
      await bulk.close();
      await batched.close();
    }
  });

  test('all or nothing: an id that exists fails the whole load', async () => {
    const bulk = (await openTestStore()) as SqliteStore;
    try {
      bulk.bulkCreate(INTERVIEWER_REVIEWS, [docs[1] as Doc]);
      expect(() => bulk.bulkCreate(INTERVIEWER_REVIEWS, docs)).toThrow(StoreError);
      expect(await bulk.count({ collection: INTERVIEWER_REVIEWS })).toBe(1);
      expect(() => bulk.bulkCreate('tags', [docs[0] as Doc, docs[0] as Doc])).toThrow(/already exists/);
      expect(await bulk.count({ collection: 'tags' })).toBe(0);
      bulk.bulkCreate(INTERVIEWER_REVIEWS, [docs[0] as Doc]);
      expect((await reads(bulk)).tagB).toEqual(['r1', 'r2']);
    } finally {
      await bulk.close();
    }
  });
});
