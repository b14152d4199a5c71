// A new review waits 1 to 24 hours before it appears, so the moment it appears does not point at its
// author (domain/moderation/scheduled-publication.ts). But the app's "Rate an interviewer" made the
// company and the interviewer with two calls of their own before the review: both were public at once,
// and the interviewer learnt that minute that someone was about to review them. POST /api/rate-interviewer
// makes them with the review, and while it waits they wait with it (domain/shared/pending-subjects.ts):
// every public path answers as for an id or a name that never existed. The manager's twin:
// test/api/managers/pending-profiles.security.test.ts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANY_LOOK_ALIKES } from '../../../src/domain/companies/company.ts';
import { INTERVIEWER_LOOK_ALIKES } from '../../../src/domain/interviewers/interviewer.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { PENDING_SUBJECTS } from '../../../src/domain/shared/pending-subjects.ts';
import { accountDeletionRound } from '../../../src/platform/account-deletion-worker.ts';
import { runScheduledPublication } from '../../../src/platform/scheduled-publication-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../managers/support.ts';
import {
  afterTheMoment,
  allHidden,
  allShown,
  answer,
  DAY,
  delayedApp,
  directoryText,
  names,
  type Pages,
  runJob,
  sameAsUnknown,
  sitemapText,
} from '../moderation/publish-delay-support.ts';
import { decide } from '../moderation/support.ts';
import { ORIGIN } from '../pages/support.ts';
import { uniqueName } from './support.ts';

let t: TestApp;
let pages: Pages;
let moderator: TestAccount;

beforeAll(async () => {
  ({ t, pages, moderator } = await delayedApp());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
type Made = {
  company: { _id: string; name: string };
  interviewer: { _id: string; name: string };
  review: { _id: string; status?: string };
  created: { company: boolean; interviewer: boolean };
};

const review = (overrides: Body = {}) => ({
  rating: 4,
  reviewText: 'Fair questions and a friendly conversation.',
  interviewStatus: 'cleared',
  ...overrides,
});

const rate = (account: TestAccount, body: Body) =>
  t.request('POST', '/api/rate-interviewer', { token: account.idToken, body: { review: review(), ...body } });

/** A new interviewer at a new company: two profiles nobody had named. */
function allNew(name = uniqueName('Ivy Pending')): Body {
  return {
    companyName: uniqueName('Hushed Labs'),
    interviewer: { name, position: 'Engineering Manager' },
  };
}

async function made(res: Response | Promise<Response>): Promise<Made> {
  return (await expectStatus(await res, 201)) as unknown as Made;
}

/**
 * What each public path answers about this interviewer and its company: for an id, the same answer as
 * for an id that never existed while the profile waits; for a list, whether it names it.
 */
async function publicTraces(m: Made, viewer: TestAccount) {
  const { interviewer, company } = m;
  const asUnknown = sameAsUnknown(t);
  const pageStatus = async (path: string) => (await pages.request(path)).status;
  const text = async (path: string) => (await t.request('GET', path)).text();
  const profileUrl = `${ORIGIN}/interviewers/${interviewer._id}`;
  const q = encodeURIComponent(interviewer.name);
  const cq = encodeURIComponent(company.name);
  return {
    profile: await asUnknown((id) => `/api/interviewers/${id}`, interviewer._id),
    documentedProfile: await asUnknown((id) => `/interviewers/${id}`, interviewer._id),
    reviews: await asUnknown((id) => `/api/reviews/rmi?interviewerId=${id}`, interviewer._id),
    reviewsSignedIn: await asUnknown(
      (id) => `/api/reviews/rmi?interviewerId=${id}`,
      interviewer._id,
      viewer.idToken,
    ),
    companyPage: await asUnknown((id) => `/api/companies/search/company/_/${id}`, company._id),
    insights: await asUnknown((id) => `/api/companies/${id}/insights`, company._id),
    widget: await asUnknown((id) => `/embed/interviewers/${id}`, interviewer._id),
    oembed: await asUnknown(
      (id) => `/api/oembed?url=${encodeURIComponent(profileUrl.replace(interviewer._id, id))}&format=json`,
      interviewer._id,
    ),
    shareImage: await asUnknown((id) => `/og/interviewers/${id}.png`, interviewer._id),
    companyShareImage: await asUnknown((id) => `/og/companies/${id}.png`, company._id),
    // Signed in but with no review of it: the author's own read (My reviews) is theirs alone.
    reviewContext: await asUnknown(
      (id) => `/api/user/review-context/interviewers/${id}`,
      interviewer._id,
      viewer.idToken,
    ),
    renderedPage: (await pageStatus(`/interviewers/${interviewer._id}`)) === 404,
    renderedCompanyPage: (await pageStatus(`/companies/x/${company._id}`)) === 404,
    searchByName: !names(await text(`/api/interviewers/search/${q}`), interviewer._id),
    searchByCompany: !names(await text(`/api/interviewers/search/${cq}?searchMode=company`), interviewer._id),
    siteSearch: !names(await text(`/api/search/all?q=${cq}`), company._id, interviewer._id),
    siteSearchByName: !names(await text(`/api/search/all?q=${q}`), interviewer._id),
    companySuggestions: !names(await text(`/api/companies?search=${cq}`), company._id),
    recentCompanies: !names(await text('/api/companies'), company._id),
    directory: !names(await directoryText(t), company._id),
    sitemap: !names(await sitemapText(t), interviewer._id, company._id),
  };
}

const myInterviewerReviews = async (account: TestAccount) =>
  json<
    { _id: string; interviewerName: string; company: string; status?: string; profilePending?: boolean }[]
  >(await t.request('GET', '/api/user/my-reviews', { token: account.idToken }));

describe('an interviewer made for a review that waits', () => {
  test('is on no public path until its review appears, then on every one, with its figures', async () => {
    const author = await createAccount();
    const viewer = await createAccount();
    const m = await made(rate(author, allNew()));
    expect(m.created).toEqual({ company: true, interviewer: true });
    expect(m.review.status).toBe('scheduled');

    const waiting = await publicTraces(m, viewer);
    expect(waiting).toEqual(allHidden(waiting));

    // Its author sees their review and whom it is about, without a link to a page that is not there.
    expect(await myInterviewerReviews(author)).toEqual([
      expect.objectContaining({
        _id: m.review._id,
        interviewerName: m.interviewer.name,
        company: m.company.name,
        status: 'scheduled',
        profilePending: true,
      }),
    ]);
    const own = await json<{ ownReview: { _id: string; status?: string } | null }>(
      await t.request('GET', `/api/user/review-context/interviewers/${m.interviewer._id}`, {
        token: author.idToken,
      }),
    );
    expect(own.ownReview).toMatchObject({ _id: m.review._id, status: 'scheduled' });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const shown = await publicTraces(m, viewer);
    expect(shown).toEqual(allShown(shown));
    const profile = await json<{ reviewCount: number; rating: number; createdAt: string }>(
      await t.request('GET', `/api/interviewers/${m.interviewer._id}`),
    );
    expect(profile.reviewCount).toBe(1);
    // Dated the day it appeared, like its review.
    expect(profile.createdAt).toBe(`${t.clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`);
    const reviews = await json<{ _id: string }[]>(
      await t.request('GET', `/api/reviews/rmi?interviewerId=${m.interviewer._id}`),
    );
    expect(reviews.map((r) => r._id)).toEqual([m.review._id]);
    const page = await json<{ company: { interviewersCount?: number; totalInterviewers?: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${m.company._id}`),
    );
    expect(JSON.stringify(page.company)).toMatch(/"(?:interviewersCount|totalInterviewers)":1/);
    expect(await t.deps.store.get(PENDING_SUBJECTS, m.interviewer._id)).toBeNull();
    expect(await t.deps.store.get(PENDING_SUBJECTS, m.company._id)).toBeNull();
    const [after] = await myInterviewerReviews(author);
    expect(after).not.toHaveProperty('profilePending');
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a new interviewer at a known company moves none of its figures until its review appears', async () => {
    const author = await createAccount();
    const companyName = uniqueName('Known Works');
    const company = await expectStatus(
      await t.request('POST', '/api/companies', {
        token: (await createAccount()).idToken,
        body: { name: companyName },
      }),
      201,
    );
    const companyPage = async () =>
      (await t.request('GET', `/api/companies/search/company/_/${company._id}`)).text();
    const directory = async () => directoryText(t);
    const [beforePage, beforeDirectory] = [await companyPage(), await directory()];
    const m = await made(
      rate(author, {
        companyId: company._id,
        interviewer: { name: uniqueName('Kim Known'), position: 'Lead' },
      }),
    );
    expect(m.created).toEqual({ company: false, interviewer: true });
    expect(await companyPage()).toBe(beforePage);
    expect(await directory()).toBe(beforeDirectory);

    afterTheMoment(t);
    await runJob(t);
    expect(await companyPage()).not.toBe(beforePage);
    expect((await t.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(200);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a second author naming the same person joins the waiting profile: one profile, and an answer like the first', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(rate(first, body));
    // Spelled differently (case, spacing): the same lookup POST /interviewers uses finds this one.
    const b = await made(
      rate(second, {
        companyName: ` ${(body.companyName as string).toUpperCase()} `,
        interviewer: {
          name: `  ${(body.interviewer as { name: string }).name.toUpperCase()}`,
          position: 'EM',
        },
        review: review({ rating: 2, interviewStatus: 'not cleared' }),
      }),
    );
    // Nothing in the answer says that someone else is writing about this person.
    expect(b.created).toEqual(a.created);
    expect(b.interviewer._id).toBe(a.interviewer._id);
    expect(b.company._id).toBe(a.company._id);
    // The same author again: the duplicate answer they would get for a public profile.
    expect((await rate(first, body)).status).toBe(409);

    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    const found = await json<{ _id: string }[]>(
      await t.request(
        'GET',
        `/api/interviewers/search/${encodeURIComponent((body.interviewer as { name: string }).name)}`,
      ),
    );
    expect(found.map((i) => i._id)).toEqual([a.interviewer._id]);
    const profile = await json<{ reviewCount: number; average: number; outcomes: unknown }>(
      await t.request('GET', `/api/interviewers/${a.interviewer._id}`),
    );
    expect(profile).toMatchObject({ reviewCount: 2, average: 3 });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a second author writing a name that reads like it joins the waiting profile too', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(rate(first, body));
    // A small l for the capital I of "Ivy": read alike on a page (domain/text/look-alike-key.ts).
    const name = (body.interviewer as { name: string }).name.replace('Ivy', 'lvy');
    const b = await made(rate(second, { ...body, interviewer: { name, position: 'EM' } }));
    expect(b.created).toEqual(a.created);
    expect(b.interviewer._id).toBe(a.interviewer._id);
  });

  test('joining it, the answer is the one a name nobody had used gets: the caller’s spelling and position, dated today', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(
      rate(first, { ...body, interviewer: { ...(body.interviewer as Body), linkedin: '' } }),
    );
    // Written yesterday by the first author; the second spells the names their own way.
    t.clock.advance(DAY);
    const theirs = {
      companyName: (body.companyName as string).toUpperCase(),
      interviewer: { name: (body.interviewer as { name: string }).name.toUpperCase(), position: 'Recruiter' },
    };
    const joined = (await expectStatus(await rate(second, theirs), 201)) as Record<string, unknown>;
    const nobodys = {
      companyName: uniqueName('HUSHED LABS'),
      interviewer: { name: uniqueName('IVY NOBODY'), position: 'Recruiter' },
    };
    const fresh = (await expectStatus(await rate(second, nobodys), 201)) as Record<string, unknown>;
    // Nothing of the first author's words or day: only names and ids differ from a call nobody had named.
    const shape = (answer: Record<string, unknown>, names: typeof theirs) => {
      const { review: _, ...profiles } = answer;
      const text = [
        [names.companyName, '<company>'],
        [names.interviewer.name, '<interviewer>'],
      ].reduce((json, [name, as]) => json.replaceAll(String(name), String(as)), JSON.stringify(profiles));
      const ids = (key: string) =>
        key === '_id' || key.endsWith('Id') || key === 'slug' || key === 'branchIds';
      return JSON.parse(text, (key, value) => (ids(key) ? '<id>' : value));
    };
    expect(shape(joined, theirs)).toEqual(shape(fresh, nobodys));
    expect((joined.interviewer as { _id: string })._id).toBe(a.interviewer._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    // It appears as the first author named it, with both reviews.
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    const profile = await json<{ name: string; position: string; reviewCount: number }>(
      await t.request('GET', `/api/interviewers/${a.interviewer._id}`),
    );
    expect(profile).toMatchObject({
      name: a.interviewer.name,
      position: 'Engineering Manager',
      reviewCount: 2,
    });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('joining it, My reviews names the person as the caller wrote it while it waits, as for a name nobody had used', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(rate(first, body));
    const theirs = {
      companyName: (body.companyName as string).toUpperCase(),
      interviewer: { name: (body.interviewer as { name: string }).name.toUpperCase(), position: 'Recruiter' },
    };
    const joined = await made(rate(second, theirs));
    const nobodyName = uniqueName('IVY NOBODY');
    const nobodys = { ...allNew(nobodyName), companyName: uniqueName('HUSHED LABS') };
    const fresh = await made(rate(second, nobodys));
    const mine = async () =>
      json<{ _id: string; interviewerName: string; company: string; profilePending?: boolean }[]>(
        await t.request('GET', '/api/user/my-reviews', { token: second.idToken }),
      );
    const item = (list: Awaited<ReturnType<typeof mine>>, review: { _id: string }) =>
      list.find((r) => r._id === review._id);
    // The first author's spelling would tell them that someone else named this person before them.
    const waiting = await mine();
    expect(item(waiting, joined.review)).toMatchObject({
      interviewerName: theirs.interviewer.name,
      company: theirs.companyName,
      profilePending: true,
    });
    expect(item(waiting, fresh.review)).toMatchObject({
      interviewerName: nobodyName,
      company: nobodys.companyName,
      profilePending: true,
    });

    // Once it appears, the public profile's names (those of the author whose review made it appear, in
    // the job's order) are everyone's.
    afterTheMoment(t);
    await runJob(t);
    const shown = await json<{ name: string; company: { name: string } }>(
      await t.request('GET', `/api/interviewers/${a.interviewer._id}`),
    );
    expect([a.interviewer.name, theirs.interviewer.name]).toContain(shown.name);
    expect(item(await mine(), joined.review)).toMatchObject({
      interviewerName: shown.name,
      company: shown.company.name,
    });
  });

  test('deleted before its moment, its only review takes the profile with it: no trace, and the name is free', async () => {
    const author = await createAccount();
    const viewer = await createAccount();
    const body = allNew();
    const m = await made(rate(author, body));
    await expectStatus(
      await t.request('DELETE', `/api/interviewer-reviews/${m.review._id}`, { token: author.idToken }),
      200,
    );
    for (const id of [m.interviewer._id, m.company._id]) {
      expect(await t.deps.store.get(PENDING_SUBJECTS, id)).toBeNull();
    }
    // Nor its look-alike name documents (found by what they point at: their keys are the names').
    for (const [collection, field, id] of [
      [INTERVIEWER_LOOK_ALIKES, 'interviewerId', m.interviewer._id],
      [COMPANY_LOOK_ALIKES, 'companyId', m.company._id],
    ] as const) {
      const left = await t.deps.store.query({ collection, where: [{ field, op: '==', value: id }] });
      expect({ collection, left }).toEqual({ collection, left: [] });
    }
    afterTheMoment(t);
    await runJob(t);
    const traces = await publicTraces(m, viewer);
    expect(traces).toEqual(allHidden(traces));
    // Named again later, it is a new profile like any other, at the ids its names give (subject-ids.ts).
    const later = await made(rate(viewer, body));
    expect(later.created).toEqual({ company: true, interviewer: true });
    expect(later.interviewer._id).toBe(m.interviewer._id);
    expect(later.company._id).toBe(m.company._id);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('its author deleting their account before its moment takes the profile with it', async () => {
    const author = await createAccount();
    const m = await made(rate(author, allNew()));
    const deletion = await t.request('DELETE', '/api/user/account', {
      token: author.idToken,
      body: { currentPassword: author.password },
    });
    expect([200, 202]).toContain(deletion.status);
    for (let round = 0; round < 20 && (await accountDeletionRound(t.deps)).pending > 0; round += 1);
    for (const id of [m.interviewer._id, m.company._id]) {
      expect(await t.deps.store.get(PENDING_SUBJECTS, id)).toBeNull();
    }
    afterTheMoment(t);
    await runJob(t);
    expect((await t.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(404);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('with two waiting reviews, deleting one leaves the other waiting; it appears alone', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(rate(first, body));
    const b = await made(rate(second, body));
    await expectStatus(
      await t.request('DELETE', `/api/interviewer-reviews/${a.review._id}`, { token: first.idToken }),
      200,
    );
    expect((await t.request('GET', `/api/interviewers/${a.interviewer._id}`)).status).toBe(404);
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const reviews = await json<{ _id: string }[]>(
      await t.request('GET', `/api/reviews/rmi?interviewerId=${a.interviewer._id}`),
    );
    expect(reviews.map((r) => r._id)).toEqual([b.review._id]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a company that waits for a manager and an interviewer appears with the first, counting each when it appears', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const companyName = uniqueName('Shared Bistro');
    const manager = await expectStatus(
      await t.request('POST', '/api/rate-manager', {
        token: first.idToken,
        body: {
          companyName,
          branch: { city: 'Pune', location: ['Baner'] },
          manager: { name: uniqueName('Max Waiting'), position: 'Chef' },
          review: { rating: 4, reviewText: 'Calm and fair in a busy kitchen.' },
        },
      }),
      201,
    );
    const m = await made(rate(second, { ...allNew(), companyName }));
    expect(m.company._id).toBe((manager.company as { _id: string })._id);
    expect(m.created).toEqual({ company: true, interviewer: true });
    expect((await t.request('GET', `/api/companies/search/company/_/${m.company._id}`)).status).toBe(404);
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(2);
    expect((await t.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(200);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('abuse', () => {
  test('another account cannot reach a waiting interviewer by its id: every write answers as for an unknown id', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const m = await made(rate(author, allNew()));
    const unknown = t.deps.store.newId();
    const unknownReview = t.deps.store.newId();
    // [method, path, body] for (interviewer id, review id, company id).
    const attempts: [
      string,
      (iv: string, rv: string, co: string) => string,
      (iv: string, rv: string, co: string) => Body | undefined,
    ][] = [
      ['POST', () => '/api/reviews/rmi', (iv) => ({ interviewerId: iv, ...review() })],
      ['POST', (iv) => `/api/user/saved/${iv}`, () => undefined],
      ['POST', (iv, rv) => `/api/interviewers/${iv}/reviews/${rv}/like`, () => undefined],
      ['POST', (iv, rv) => `/api/interviewers/${iv}/reviews/${rv}/dislike`, () => undefined],
      [
        'POST',
        () => '/api/reports',
        (_iv, rv) => ({ kind: 'interviewer', reviewId: rv, reason: 'harassment or hate' }),
      ],
      [
        'POST',
        () => '/api/rate-interviewer',
        (_iv, _rv, co) => ({ companyId: co, interviewer: { name: 'X Y', position: 'Z' }, review: review() }),
      ],
      [
        'POST',
        () => '/api/rate-manager',
        (_iv, _rv, co) => ({
          companyId: co,
          branch: { city: 'Pune', location: ['Baner'] },
          manager: { name: 'X Y', position: 'Z' },
          review: { rating: 4, reviewText: 'Fine.' },
        }),
      ],
      [
        'POST',
        () => '/api/branches',
        (_iv, _rv, co) => ({ companyId: co, city: 'Pune', location: ['Baner'] }),
      ],
    ];
    for (const [method, pathFor, bodyFor] of attempts) {
      const ids = [m.interviewer._id, m.review._id, m.company._id] as const;
      const never = [unknown, unknownReview, unknown] as const;
      const path = pathFor(...ids);
      const asked = await answer(t.request(method, path, { token: other.idToken, body: bodyFor(...ids) }));
      const blank = await answer(
        t.request(method, pathFor(...never), { token: other.idToken, body: bodyFor(...never) }),
      );
      expect(
        { ...asked, body: asked.body.replaceAll(m.review._id, 'R').replaceAll(m.interviewer._id, 'I') },
        path,
      ).toEqual({
        ...blank,
        body: blank.body.replaceAll(unknownReview, 'R').replaceAll(unknown, 'I'),
      });
      expect(asked.status, path).toBe(404);
    }
    // Nor change or delete the waiting review.
    expect(
      (await t.request('DELETE', `/api/interviewer-reviews/${m.review._id}`, { token: other.idToken }))
        .status,
    ).toBe(403);
    expect((await t.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(404);
    expect(await t.deps.store.get(PENDING_SUBJECTS, m.interviewer._id)).not.toBeNull();
  });

  // Before, the interviewer appeared with its first author's spelling of a company another had made
  // public in theirs: one company under two names.
  test('its company added by hand in another spelling: the interviewer appears with the public name', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const body = allNew();
    const m = await made(rate(author, body));
    const companyName = String(body.companyName).toUpperCase();
    const company = await expectStatus(
      await t.request('POST', '/api/companies', { token: other.idToken, body: { name: companyName } }),
      201,
    );
    expect(company._id).toBe(m.company._id);

    afterTheMoment(t);
    await runJob(t);
    const shown = await json<{ company: { name: string } }>(
      await t.request('GET', `/api/interviewers/${m.interviewer._id}`),
    );
    expect(shown.company.name).toBe(companyName);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('adding the waiting interviewer by hand makes it public then, as a new one, with its company; its review still waits', async () => {
    const author = await createAccount();
    const other = await createAccount();
    const body = allNew();
    const m = await made(rate(author, body));
    const theirName = (body.interviewer as { name: string }).name.toUpperCase();
    const added = await expectStatus(
      await t.request('POST', '/api/interviewers', {
        token: other.idToken,
        body: { name: theirName, company: body.companyName, position: 'EM' },
      }),
      201,
    );
    expect(added._id).toBe(m.interviewer._id);
    // As they named it, as a new one: nothing of the first author's spelling or position.
    expect(added).toMatchObject({ name: theirName, position: 'EM' });
    expect((added.company as { _id: string })._id).toBe(m.company._id);
    const profile = await json<{ reviewCount: number }>(
      await t.request('GET', `/api/interviewers/${m.interviewer._id}`),
    );
    expect(profile.reviewCount).toBe(0);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);

    afterTheMoment(t);
    await runJob(t);
    const reviews = await json<{ _id: string }[]>(
      await t.request('GET', `/api/reviews/rmi?interviewerId=${m.interviewer._id}`),
    );
    expect(reviews.map((r) => r._id)).toEqual([m.review._id]);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('replayed under its Idempotency-Key, adding the waiting interviewer by hand answers the same and counts it once; another account’s call under the same key is its own', async () => {
    const author = await createAccount();
    const [other, third] = [await createAccount(), await createAccount()];
    const body = allNew();
    const m = await made(rate(author, body));
    const headers = { 'Idempotency-Key': uniqueName('hand').replaceAll(' ', '-') };
    const add = (account: TestAccount) =>
      answer(
        t.request('POST', '/api/interviewers', {
          token: account.idToken,
          body: {
            name: (body.interviewer as { name: string }).name,
            company: body.companyName,
            position: 'EM',
          },
          headers,
        }),
      );
    const once = await add(other);
    expect(once.status).toBe(201);
    expect(await add(other)).toEqual(once);
    // Public now: the third account's call under the same key finds it, as for any public profile.
    const theirs = await add(third);
    expect(theirs.status).toBe(200);
    expect(JSON.parse(theirs.body)._id).toBe(m.interviewer._id);
    const page = await (await t.request('GET', `/api/companies/search/company/_/${m.company._id}`)).text();
    expect(page).toMatch(/"(?:interviewersCount|totalInterviewers)":1/);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a join replayed under its Idempotency-Key holds the waiting interviewer once', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = allNew();
    const a = await made(rate(first, body));
    const headers = { 'Idempotency-Key': uniqueName('join').replaceAll(' ', '-') };
    const join = () =>
      answer(
        t.request('POST', '/api/rate-interviewer', {
          token: second.idToken,
          body: { review: review(), ...body },
          headers,
        }),
      );
    const once = await join();
    expect(once.status).toBe(201);
    expect(await join()).toEqual(once);
    const b = JSON.parse(once.body) as Made;
    // Two waiting reviews, not three: both deleted, the profile goes with them.
    for (const [account, id] of [
      [first, a.review._id],
      [second, b.review._id],
    ] as const) {
      await expectStatus(
        await t.request('DELETE', `/api/interviewer-reviews/${id}`, { token: account.idToken }),
        200,
      );
    }
    expect(await t.deps.store.get(PENDING_SUBJECTS, a.interviewer._id)).toBeNull();
    expect(await t.deps.store.get(PENDING_SUBJECTS, a.company._id)).toBeNull();
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  // Before, a waiting profile kept the id its first author's call drew for every author who named it, and
  // lost it with its last waiting review: an author who deleted their own waiting review and named the
  // person again got the same ids back only if someone else still waited for them (attack8). A new
  // profile's id now comes from its name (shared/subject-ids.ts), whoever names it and whenever.
  const probe = async (prober: TestAccount, body: Body, rounds = 2) => {
    const answers = [];
    for (let round = 0; round < rounds; round += 1) {
      const m = await made(rate(prober, body));
      await expectStatus(
        await t.request('DELETE', `/api/interviewer-reviews/${m.review._id}`, { token: prober.idToken }),
        200,
      );
      answers.push({
        company: m.company._id,
        interviewer: m.interviewer._id,
        review: m.review._id,
        created: m.created,
      });
    }
    return answers;
  };

  test('deleting one’s own waiting review and naming the person again says nothing of other authors', async () => {
    const [other, prober] = [await createAccount(), await createAccount()];
    const body = allNew();
    const alone = await probe(prober, body);
    await made(rate(other, body));
    expect(await probe(prober, body)).toEqual(alone);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('nor does the company someone else named for another interviewer', async () => {
    const [other, prober] = [await createAccount(), await createAccount()];
    const body = allNew();
    const alone = await probe(prober, body);
    await made(
      rate(other, { ...body, interviewer: { name: uniqueName('Otto Other'), position: 'Recruiter' } }),
    );
    expect(await probe(prober, body)).toEqual(alone);
  });

  test('a held review deleted and written again is held again, whether or not someone else waits', async () => {
    const statuses = async (prober: TestAccount, body: Body) => {
      const seen = [];
      for (const reviewText of ['What a smeg of a call.', 'Fair questions, and they listened.']) {
        const m = await made(rate(prober, { ...body, review: review({ reviewText }) }));
        seen.push(m.review.status);
        await expectStatus(
          await t.request('DELETE', `/api/interviewer-reviews/${m.review._id}`, { token: prober.idToken }),
          202,
        );
        // Held for a moderator, it leaves their queue at a moment of its own (review-departure.ts), and only
        // then may its author write here again.
        afterTheMoment(t);
        await runScheduledPublication(t.deps, 5_000);
      }
      return seen;
    };
    const [other, first, second] = [await createAccount(), await createAccount(), await createAccount()];
    const alone = await statuses(first, allNew());
    const waitedFor = allNew();
    await made(rate(other, waitedFor));
    expect(await statuses(second, waitedFor)).toEqual(alone);
    expect(alone).toEqual(['pending review', 'pending review']);
  });

  // Before, a waiting interviewer appeared as its first author named them, even when another author's
  // review made it appear, or after the first author deleted theirs: the author whose review appeared read
  // words they did not write (so someone else had named this person), and a deleted review's words stayed
  // public. Now it appears as the author of the review that publishes it named them, company included.
  const shownOf = async (m: Made) => {
    const interviewer = await json<{
      name: string;
      position: string;
      company: { name: string };
      linkedin: string | null;
      email: string | null;
      tags: string[];
    }>(await t.request('GET', `/api/interviewers/${m.interviewer._id}`));
    const { company } = await json<{ company: { name: string; totalInterviewers: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${m.company._id}`),
    );
    return { interviewer, company };
  };
  const firstWords = {
    name: uniqueName('Ivy Firstword'),
    position: 'Engineering Manager',
    linkedin: 'https://www.linkedin.com/in/first-word',
    email: 'first.word@example.com',
    tags: ['whiteboard'],
  };
  const theirWordsFor = (first: Body) => ({
    companyName: String(first.companyName).toUpperCase(),
    interviewer: { name: firstWords.name.toUpperCase(), position: 'Staff Recruiter', tags: ['friendly'] },
  });

  test('a joined interviewer appears as the author whose review publishes it named them, the first author’s deleted', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = { companyName: uniqueName('Hushed Labs'), interviewer: firstWords };
    const a = await made(rate(first, body));
    const theirs = theirWordsFor(body);
    const b = await made(rate(second, theirs));
    expect([b.interviewer._id, b.company._id]).toEqual([a.interviewer._id, a.company._id]);
    await expectStatus(
      await t.request('DELETE', `/api/interviewer-reviews/${a.review._id}`, { token: first.idToken }),
      200,
    );
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const shown = await shownOf(a);
    expect(shown).toEqual({
      interviewer: expect.objectContaining({
        name: theirs.interviewer.name,
        position: 'Staff Recruiter',
        company: expect.objectContaining({ name: theirs.companyName }),
        linkedin: null,
        email: null,
        tags: ['friendly'],
      }),
      company: expect.objectContaining({ name: theirs.companyName, totalInterviewers: 1 }),
    });
    const everything = JSON.stringify(shown);
    for (const word of [body.companyName, firstWords.name, firstWords.position, 'first-word', 'whiteboard']) {
      expect(everything).not.toContain(word);
    }
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('another author’s review appearing first shows them in that author’s words; the first author’s, approved later, changes nothing', async () => {
    const [first, second] = [await createAccount(), await createAccount()];
    const body = {
      companyName: uniqueName('Hushed Labs'),
      interviewer: firstWords,
      review: review({ reviewText: 'What a smeg of a call.' }),
    };
    const a = await made(rate(first, body));
    expect(a.review.status).toBe('pending review');
    const theirs = theirWordsFor(body);
    await made(rate(second, theirs));
    afterTheMoment(t);
    expect(await runJob(t)).toBeGreaterThanOrEqual(1);
    const shown = await shownOf(a);
    expect(shown.interviewer).toMatchObject({ name: theirs.interviewer.name, position: 'Staff Recruiter' });
    expect(shown.company.name).toBe(theirs.companyName);
    await expectStatus(await decide(t, moderator, 'approve', 'interviewer', a.review._id), 200);
    const after = await shownOf(a);
    expect(after.interviewer).toMatchObject({ name: theirs.interviewer.name, position: 'Staff Recruiter' });
    expect(after.company).toEqual(
      expect.objectContaining({ name: theirs.companyName, totalInterviewers: 1 }),
    );
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('held by screening as well: approved after its moment, the interviewer appears', async () => {
    const author = await createAccount();
    const m = await made(
      rate(author, { ...allNew(), review: review({ reviewText: 'What a smeg of a call.' }) }),
    );
    afterTheMoment(t);
    await runJob(t);
    expect((await t.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(404);
    await expectStatus(await decide(t, moderator, 'approve', 'interviewer', m.review._id), 200);
    const profile = await json<{ reviewCount: number }>(
      await t.request('GET', `/api/interviewers/${m.interviewer._id}`),
    );
    expect(profile.reviewCount).toBe(1);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('with no delay (the embedded default)', () => {
  let now: TestApp;
  beforeAll(async () => {
    now = await createTestApp();
  });
  afterAll(() => now.close());

  test('nothing waits: the interviewer is public at once, and adding it by hand finds it unchanged', async () => {
    const [author, other] = [await createAccount(), await createAccount()];
    const body = allNew();
    const m = (await expectStatus(
      await now.request('POST', '/api/rate-interviewer', {
        token: author.idToken,
        body: { review: review(), ...body },
      }),
      201,
    )) as unknown as Made;
    expect(m.review.status).toBeUndefined();
    expect((await now.request('GET', `/api/interviewers/${m.interviewer._id}`)).status).toBe(200);
    const found = await expectStatus(
      await now.request('POST', '/api/interviewers', {
        token: other.idToken,
        body: {
          name: (body.interviewer as { name: string }).name.toUpperCase(),
          company: body.companyName,
          position: 'Recruiter',
        },
      }),
      200,
    );
    expect(found).toMatchObject({ _id: m.interviewer._id, position: 'Engineering Manager' });
    expect(await findInconsistencies(now.deps.store)).toEqual([]);
  });
});
