// Recomputes every insight from scratch (issue 16 item 5: `npm run
// insights:rebuild`): the company insight documents from all published
// reviews (the same addFact as the write-time increments), the phrases common
// to each kind of review (theme-corpus.ts), the themes of every target with
// enough reviews, and the medians. For a data set loaded
// without the domain's transactions, or after a change to what is counted.
import type { Doc, DocData, DocumentStore } from '../../store/document-store.ts';
import { COMPANIES } from '../companies/company.ts';
import { COMPANY_REVIEWS, type CompanyReviewData } from '../company-reviews/company-review.ts';
import { INTERVIEWERS, type InterviewerData } from '../interviewers/interviewer.ts';
import { MANAGERS, type ManagerData } from '../managers/manager.ts';
import { MANAGER_REVIEWS, type ManagerReviewData } from '../managers/manager-review.ts';
import { INTERVIEWER_REVIEWS, type ReviewData } from '../reviews/review.ts';
import { pagesById } from '../shared/pages-by-id.ts';
import { computeBenchmarks } from './benchmarks.ts';
import {
  addFact,
  COMPANY_INSIGHTS,
  type CompanyInsightsData,
  companyFact,
  emptyCompanyInsights,
  type InsightFact,
  type InsightKind,
  interviewerFact,
  managerFact,
  plainSink,
  THEMES_DIRTY,
  themeKey,
} from './company-insights.ts';
import { countsInFigures, MIN_GROUP } from './honest-figures.ts';
import { computeManagerDistribution } from './manager-distribution.ts';
import { MANAGER_QUARTERS } from './manager-quarters.ts';
import { rebuildThemeCorpora } from './theme-corpus.ts';
import { computeThemes, THEMES, writeThemes } from './themes.ts';

const PAGE = 2000;
const WRITES_PER_BATCH = 400;

/** Every document of a collection, a page at a time (by id). */
const scan = <T extends DocData>(store: DocumentStore, collection: string) =>
  pagesById<T>(store, collection, PAGE);

async function writeAll(store: DocumentStore, writes: ((b: ReturnType<DocumentStore['batch']>) => void)[]) {
  for (let i = 0; i < writes.length; i += WRITES_PER_BATCH) {
    const batch = store.batch();
    for (const write of writes.slice(i, i + WRITES_PER_BATCH)) write(batch);
    await batch.commit();
  }
}

export type RebuildReport = { companies: number; reviews: number; themes: number };

export async function rebuildInsights(
  store: DocumentStore,
  now: Date,
  options: { themes?: boolean; onProgress?: (step: string) => void } = {},
): Promise<RebuildReport> {
  const progress = options.onProgress ?? (() => {});
  const interviewers = new Map<string, InterviewerData>();
  for await (const doc of scan<InterviewerData>(store, INTERVIEWERS)) interviewers.set(doc.id, doc.data);
  const managers = new Map<string, Doc<ManagerData>>();
  for await (const doc of scan<ManagerData>(store, MANAGERS)) managers.set(doc.id, doc);
  progress(`read ${interviewers.size} interviewers and ${managers.size} managers`);

  const docs = new Map<string, CompanyInsightsData>();
  const published = new Map<string, number>();
  let reviews = 0;
  const count = (fact: InsightFact | null, kind: InsightKind, subjectId: string) => {
    if (!fact) return;
    reviews += 1;
    const doc = docs.get(fact.companyId) ?? emptyCompanyInsights(fact.companyId);
    docs.set(fact.companyId, doc);
    addFact(plainSink(doc), fact, 1);
    const key = themeKey(kind, subjectId);
    published.set(key, (published.get(key) ?? 0) + 1);
  };
  for await (const { data } of scan<ReviewData>(store, INTERVIEWER_REVIEWS)) {
    const interviewer = interviewers.get(data.interviewerId);
    if (interviewer && countsInFigures(data))
      count(interviewerFact(data, interviewer), 'interviewer', data.interviewerId);
  }
  for await (const { data } of scan<ManagerReviewData>(store, MANAGER_REVIEWS)) {
    const manager = managers.get(data.managerId);
    if (manager && countsInFigures(data)) count(managerFact(data, manager), 'manager', data.managerId);
  }
  for await (const { data } of scan<CompanyReviewData>(store, COMPANY_REVIEWS)) {
    if (countsInFigures(data)) count(companyFact(data), 'company', data.companyId);
  }
  progress(`counted ${reviews} published reviews`);

  const writes: ((b: ReturnType<DocumentStore['batch']>) => void)[] = [];
  let companies = 0;
  const managerIds = new Set<string>();
  for await (const { id } of scan(store, COMPANIES)) {
    companies += 1;
    // The managers go to documents of their own (manager-quarters.ts), also out of a company
    // document written before they moved: set without merge replaces it whole.
    const { managers, ...doc } = docs.get(id) ?? emptyCompanyInsights(id);
    writes.push((b) => b.set(COMPANY_INSIGHTS, id, doc));
    for (const [managerId, quarters] of Object.entries(managers)) {
      managerIds.add(managerId);
      writes.push((b) => b.set(MANAGER_QUARTERS, managerId, { companyId: id, ...quarters }));
    }
  }
  for await (const { id } of scan(store, MANAGER_QUARTERS)) {
    if (!managerIds.has(id)) writes.push((b) => b.delete(MANAGER_QUARTERS, id));
  }
  await writeAll(store, writes);
  progress(`wrote the insights of ${companies} companies`);

  let themes = 0;
  if (options.themes !== false) {
    const stale: ((b: ReturnType<DocumentStore['batch']>) => void)[] = [];
    for await (const { id } of scan(store, THEMES)) {
      if ((published.get(id) ?? 0) < MIN_GROUP) stale.push((b) => b.delete(THEMES, id));
    }
    for await (const { id } of scan(store, THEMES_DIRTY)) stale.push((b) => b.delete(THEMES_DIRTY, id));
    await writeAll(store, stale);
    const corpora = await rebuildThemeCorpora(store, now);
    progress('phrases common to each kind of review');
    // Fewer than MIN_GROUP published reviews give no themes: no need to read their texts.
    let pending: ((b: ReturnType<DocumentStore['batch']>) => void)[] = [];
    for (const [key, n] of published) {
      if (n < MIN_GROUP) continue;
      const dash = key.indexOf('-');
      const kind = key.slice(0, dash) as InsightKind;
      const data = await computeThemes(store, kind, key.slice(dash + 1), now, corpora.get(kind));
      pending.push((b) => writeThemes(b, data));
      themes += 1;
      // One commit per few hundred targets, not one each.
      if (pending.length >= WRITES_PER_BATCH) {
        await writeAll(store, pending);
        pending = [];
      }
      if (themes % 2000 === 0) progress(`themes of ${themes} targets`);
    }
    await writeAll(store, pending);
    progress(`themes of ${themes} targets`);
  }
  await computeBenchmarks(store, now);
  await computeManagerDistribution(store, now);
  progress('medians of all companies');
  return { companies, reviews, themes };
}
