// What the anonymity tests of an author's writes to their reviews share (the linkage tests, departing and
// concurrent jobs): the app with the publication window on, an author with a published review of each
// kind, what a visitor and the author read of them, and how the job runs.
import { afterAll, beforeAll, expect } from 'vitest';
import { runScheduledPublication } from '../../../src/platform/scheduled-publication-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { json, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, reviewBody as interviewerReview } from '../interviewers/support.ts';
import {
  companyReviewBody,
  managerFixture,
  reviewBody as managerReview,
  submitReview,
} from '../managers/support.ts';
import { afterTheMoment, delayedApp } from '../moderation/publish-delay-support.ts';

/** The scheduled job as production runs it: publications, waiting edits and departures that are due. */
export const runJob = (t: TestApp) => runScheduledPublication(t.deps, 5_000);

/**
 * A test file's app with the publication window on (delayedApp): made before its tests, which `t` and
 * `moderator` stand for once it is, and closed after them; with the clock and the job that drive it.
 */
export function useDelayedApp() {
  const t = {} as TestApp;
  const moderator = {} as TestAccount;
  beforeAll(async () => {
    const made = await delayedApp();
    Object.assign(t, made.t);
    Object.assign(moderator, made.moderator);
  });
  afterAll(() => t.close());
  return {
    t,
    moderator,
    /** The test clock moved to `at` (ms). */
    clockTo: (at: number) => t.clock.advance(at - t.clock.now().getTime()),
    /** The scheduled job as production runs it. */
    runJob: () => runJob(t),
  };
}

export type Kind = 'interviewer' | 'manager' | 'company';

export const REVIEW_PATHS: Record<Kind, string> = {
  interviewer: '/api/interviewer-reviews',
  manager: '/api/manager-reviews',
  company: '/api/company-reviews',
};

/** A visitor's reads, as text: the body of each. */
async function bodies(t: TestApp, paths: string[]): Promise<string> {
  const texts = await Promise.all(
    paths.map(async (path) => {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      return res.text();
    }),
  );
  return texts.join('\n');
}

export type World = {
  author: TestAccount;
  ids: Record<Kind, string>;
  subjects: Record<Kind, string>;
  /** What a visitor reads of each subject: its page's answers (reviews, figures, averages, dates). */
  publicView: () => Promise<Record<Kind, string>>;
};

/**
 * An author with a published review of an interviewer, of a manager and of a company (another company
 * than the manager's: eligible through a second manager review there, which stays).
 */
export async function publishedReviews(t: TestApp): Promise<World> {
  const author = await createAccount();
  const someone = await createAccount();
  const { manager, company: managersCompany } = await managerFixture(t, someone);
  const { manager: other, company } = await managerFixture(t, someone);
  const interviewer = await addInterviewer(t, someone.idToken);
  const written = {
    manager: await submitReview(t, author, manager._id),
    eligible: await submitReview(t, author, other._id),
    interviewer: await t.request('POST', '/api/reviews/rmi', {
      token: author.idToken,
      body: interviewerReview(interviewer._id),
    }),
    company: await t.request('POST', '/api/company-reviews/submit', {
      token: author.idToken,
      body: companyReviewBody(company._id),
    }),
  };
  for (const res of Object.values(written)) expect(res.status).toBe(201);
  afterTheMoment(t);
  await runJob(t);
  const idOf = async (res: Response) => (await json<{ _id: string }>(res.clone()))._id;
  const publicView = async () => ({
    interviewer: await bodies(t, [
      `/api/interviewers/${interviewer._id}`,
      `/api/reviews/rmi?interviewerId=${interviewer._id}`,
    ]),
    manager: await bodies(t, [
      `/api/managers/${manager._id}`,
      `/api/companies/search/company/_/${managersCompany._id}`,
    ]),
    company: await bodies(t, [
      `/api/companies/search/company/_/${company._id}`,
      `/api/company-reviews/company/${company._id}`,
    ]),
  });
  return {
    author,
    ids: {
      interviewer: await idOf(written.interviewer),
      manager: await idOf(written.manager),
      company: await idOf(written.company),
    },
    subjects: { interviewer: interviewer._id, manager: manager._id, company: company._id },
    publicView,
  };
}

/** A review as the author's reads list it. */
export type Listed = { _id: string; rating: number; status?: string };

export type AuthorsReads = Record<Kind, { mine: Listed[]; own: Listed[]; listed: Listed[] }>;

/**
 * The author's review of each kind as each of their reads finds it (the items with its id): My reviews,
 * the review context's own review, the subject's list read with their token.
 */
export async function authorsReads(t: TestApp, w: World): Promise<AuthorsReads> {
  const read = async <T>(path: string) => {
    const res = await t.request('GET', path, { token: w.author.idToken });
    expect(res.status, path).toBe(200);
    return json<T>(res);
  };
  const theirs = (kind: Kind, items: (Listed | null)[]) =>
    items.filter((item): item is Listed => item?._id === w.ids[kind]);
  const own = async (kind: Kind, path: string) =>
    theirs(kind, [(await read<{ ownReview: Listed | null }>(`/api/user/review-context/${path}`)).ownReview]);
  const { subjects } = w;
  return {
    interviewer: {
      mine: theirs('interviewer', await read<Listed[]>('/api/user/my-reviews')),
      own: await own('interviewer', `interviewers/${subjects.interviewer}`),
      listed: theirs(
        'interviewer',
        await read<Listed[]>(`/api/reviews/rmi?interviewerId=${subjects.interviewer}`),
      ),
    },
    manager: {
      mine: theirs('manager', await read<Listed[]>('/api/user/my-reviews/managers')),
      own: await own('manager', `managers/${subjects.manager}`),
      listed: theirs(
        'manager',
        (await read<{ reviews: Listed[] }>(`/api/managers/${subjects.manager}`)).reviews,
      ),
    },
    company: {
      mine: theirs('company', await read<Listed[]>('/api/user/my-reviews/companies')),
      own: await own('company', `companies/${subjects.company}`),
      listed: theirs('company', await read<Listed[]>(`/api/company-reviews/company/${subjects.company}`)),
    },
  };
}

/** An edit of the author's review of `kind`: another rating. */
export function editBody(w: World, kind: Kind) {
  if (kind === 'interviewer') return interviewerReview(w.subjects.interviewer, { rating: 1 });
  if (kind === 'manager') return managerReview({ rating: 1 });
  return companyReviewBody(w.subjects.company, { rating: 1 });
}
