// Interviewer area: the journeys that work (issue 5).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_MESSAGES } from '../../../src/domain/contact/contact-messages.ts';
import { blendedScore } from '../../../src/domain/interviewers/blended-score.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { INTERVIEWER_REVIEWS } from '../../../src/domain/reviews/review.ts';
import { DEFAULT_CONTACT_ADDRESS } from '../../../src/http/routes/contact.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import {
  accounts,
  addInterviewer,
  addReview,
  type Interviewer,
  interviewer,
  type Review,
  reviewBody,
  reviewsOf,
  uniqueName,
} from './support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = (await accounts(3)) as [TestAccount, TestAccount, TestAccount];
});
afterAll(async () => {
  // Whatever the tests did, the stored aggregates and counts agree with the documents.
  expect(await findInconsistencies(t.deps.store)).toEqual([]);
  await t.close();
});

describe('adding interviewers', () => {
  test('POST /interviewers with a company name, LinkedIn, email and comma-separated tags', async () => {
    const company = uniqueName('Zoë Café Labs');
    const res = await t.request('POST', '/interviewers', {
      token: alice.idToken,
      body: {
        name: '  Jane   Doe ',
        company,
        position: 'Staff Engineer',
        linkedin: 'https://www.linkedin.com/in/jane-doe',
        email: 'jane.doe@example.org',
        tags: ' system design, behavioral ,, System Design ',
      },
    });
    expect(res.status).toBe(201);
    const created = await json<Interviewer>(res);
    expect(created).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      name: 'Jane Doe',
      position: 'Staff Engineer',
      company: { _id: expect.any(String), name: company },
      rating: 0,
      reviewCount: 0,
      average: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      linkedin: 'https://www.linkedin.com/in/jane-doe',
      email: 'jane.doe@example.org',
      tags: ['system design', 'behavioral'],
      // Public creation times are days (issue 13): the first review usually follows at once.
      createdAt: `${t.clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`,
    });
    // The company was found-or-created through the companies domain.
    const companies = await json<{ _id: string; name: string }[]>(
      await t.request('GET', `/api/companies?search=${encodeURIComponent(company)}`),
    );
    expect(companies.map((c) => c._id)).toEqual([created.company._id]);
  });

  test('POST /api/interviewers with a company id, {name}, and the same company in another spelling', async () => {
    const name = uniqueName('Ångström Labs');
    const madeCompany = await t.request('POST', '/api/companies', { token: alice.idToken, body: { name } });
    const company = await json<{ _id: string }>(madeCompany);

    const byId = await t.request('POST', '/api/interviewers', {
      token: alice.idToken,
      body: { name: 'Sam Lee', company: company._id, position: 'Recruiter' },
    });
    expect(byId.status).toBe(201);
    expect((await json<Interviewer>(byId)).company).toEqual({ _id: company._id, name });

    const byObject = await t.request('POST', '/api/interviewers', {
      token: bob.idToken,
      body: { name: 'Kim Park', company: { name: name.toUpperCase().replace('Å', 'A') } },
    });
    expect(byObject.status).toBe(201);
    const kim = await json<Interviewer>(byObject);
    expect(kim.company._id).toBe(company._id);
    expect(kim.position).toBe('');
    expect(kim.tags).toEqual([]);
    expect(kim.linkedin).toBeNull();

    const byIdObject = await t.request('POST', '/api/interviewers', {
      token: bob.idToken,
      body: { name: 'Lee Chan', company: { _id: company._id }, tags: ['a', ' b ', 'a'] },
    });
    expect(byIdObject.status).toBe(201);
    expect((await json<Interviewer>(byIdObject)).tags).toEqual(['a', 'b']);
  });

  test('adding the same person at the same company again finds the first (200, same _id)', async () => {
    const first = await addInterviewer(t, alice.idToken, {
      name: 'Renée Dupont',
      company: uniqueName('Dup Co'),
    });
    const again = await t.request('POST', '/interviewers', {
      token: bob.idToken,
      body: { name: 'RENEE   dupont', company: first.company._id, position: 'Other' },
    });
    expect(again.status).toBe(200);
    expect(await json<Interviewer>(again)).toEqual(first);
  });
});

describe('reading interviewers', () => {
  test('GET /interviewers pages through all interviewers in name order, with the total in X-Total-Count', async () => {
    const fresh = await createTestApp();
    try {
      const company = 'Paging Inc';
      for (const name of ['Cy', 'Ab', 'Bo', 'Di', 'Ed'])
        await addInterviewer(fresh, alice.idToken, { name, company });
      const page1 = await fresh.request('GET', '/interviewers?page=1&limit=2');
      expect(page1.status).toBe(200);
      expect(page1.headers.get('X-Total-Count')).toBe('5');
      expect((await json<Interviewer[]>(page1)).map((i) => i.name)).toEqual(['Ab', 'Bo']);
      const page3 = await fresh.request('GET', '/api/interviewers?page=3&limit=2');
      expect((await json<Interviewer[]>(page3)).map((i) => i.name)).toEqual(['Ed']);
      const defaults = await json<Interviewer[]>(await fresh.request('GET', '/interviewers'));
      expect(defaults).toHaveLength(5);
      for (const item of defaults) expect(item).toHaveProperty('rating', 0);
    } finally {
      await fresh.close();
    }
  });

  test('GET /interviewers/{id} and its /api alias', async () => {
    const created = await addInterviewer(t, alice.idToken);
    // The profile answer adds the outcome figure (issue 14): null until 5 reviews report a result.
    expect(await interviewer(t, created._id)).toEqual({ ...created, outcomes: null });
    const alias = await t.request('GET', `/api/interviewers/${created._id}`);
    expect(await json(alias)).toEqual({ ...created, outcomes: null });
  });
});

describe('search', () => {
  test('by name: word prefixes, case and accents ignored, exact names first', async () => {
    const company = uniqueName('Search Co');
    const tomas = await addInterviewer(t, alice.idToken, { name: 'Tomás Ñúñez', company });
    const tomasina = await addInterviewer(t, alice.idToken, { name: 'Tomasina Nunes', company });
    const res = await t.request('GET', `/interviewers/search/${encodeURIComponent('TOMAS nun')}`);
    expect(res.status).toBe(200);
    const ids = (await json<Interviewer[]>(res)).map((i) => i._id);
    expect(ids.indexOf(tomas._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(tomas._id)).toBeLessThan(ids.indexOf(tomasina._id));

    const exact = await json<Interviewer[]>(await t.request('GET', `/api/interviewers/search/tomas%20nunez`));
    expect(exact[0]?._id).toBe(tomas._id);
    const none = await t.request('GET', '/api/interviewers/search/zzqqxx');
    expect(await json(none)).toEqual([]);
    expect(none.headers.get('X-Total-Count')).toBe('0');
  });

  test('by company, 12 per page, with the total count for the results heading ("14 results")', async () => {
    const company = uniqueName('Big Corp Global');
    const made: Interviewer[] = [];
    for (let i = 0; i < 14; i++)
      made.push(await addInterviewer(t, alice.idToken, { name: `Person ${i}`, company }));
    const word = company.split(' ').at(-1)!; // the unique last word
    const page1 = await t.request('GET', `/api/interviewers/search/${word}?searchMode=company`);
    expect(page1.headers.get('X-Total-Count')).toBe('14');
    const first = await json<Interviewer[]>(page1);
    expect(first).toHaveLength(12);
    const page2 = await json<Interviewer[]>(
      await t.request('GET', `/api/interviewers/search/${word}?searchMode=company&page=2`),
    );
    expect(page2).toHaveLength(2);
    expect(new Set([...first, ...page2].map((i) => i._id))).toEqual(new Set(made.map((i) => i._id)));
    // The same word as a name finds none of them.
    const byName = await t.request('GET', `/api/interviewers/search/${word}?searchMode=name`);
    expect(byName.headers.get('X-Total-Count')).toBe('0');
  });
});

describe('reviews', () => {
  test('create, read, edit and delete; aggregates and the blended score follow every step', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const created = await addReview(t, alice.idToken, target._id, {
      rating: 5,
      reviewText: '  Great interviewer.  ',
      interviewStatus: 'Waiting for Result',
    });
    expect(created).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      interviewer: target._id,
      rating: 5,
      reviewText: 'Great interviewer.',
      interviewStatus: 'waiting',
      anonymous: true, // sent false (support.ts reviewBody): every review answers as anonymous
      createdAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
      likes: 0,
      dislikes: 0,
      isOwnReview: true,
      myVote: null,
    });
    // A day later: within a day, lists are ordered by id, not time (issue 13).
    t.clock.advance(86_400_000);
    const second = await addReview(t, bob.idToken, target._id, { rating: 2, interviewStatus: undefined });
    expect(second.interviewStatus).toBeNull();

    let profile = await interviewer(t, target._id);
    expect(profile).toMatchObject({
      reviewCount: 2,
      average: 3.5,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
      rating: blendedScore(2, 3.5),
    });

    // Newest first; isOwnReview for the caller only.
    const asAlice = await reviewsOf(t, target._id, alice.idToken);
    expect(asAlice.map((r) => [r._id, r.isOwnReview])).toEqual([
      [second._id, false],
      [created._id, true],
    ]);
    const asVisitor = await reviewsOf(t, target._id);
    expect(asVisitor.every((r) => !r.isOwnReview && r.myVote === null)).toBe(true);
    const alias = await t.request('GET', `/api/reviews/rmi?interviewerId=${target._id}`);
    expect(await json(alias)).toEqual(asVisitor);

    t.clock.advance(1000);
    const edited = await t.request('PUT', `/interviewer-reviews/${created._id}`, {
      token: alice.idToken,
      body: reviewBody(target._id, {
        rating: 1,
        reviewText: 'Changed my mind.',
        interviewStatus: 'NOT CLEARED',
      }),
    });
    expect(edited.status).toBe(200);
    expect(await json<Review>(edited)).toMatchObject({
      _id: created._id,
      rating: 1,
      reviewText: 'Changed my mind.',
      interviewStatus: 'not cleared',
      createdAt: created.createdAt,
      updatedAt: t.clock.now().toISOString(),
      isOwnReview: true,
    });
    profile = await interviewer(t, target._id);
    expect(profile).toMatchObject({ reviewCount: 2, average: 1.5, distribution: { '1': 1, '2': 1, '5': 0 } });

    const deleted = await t.request('DELETE', `/api/interviewer-reviews/${created._id}`, {
      token: alice.idToken,
    });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ _id: created._id, message: 'Review deleted.' });
    profile = await interviewer(t, target._id);
    expect(profile).toMatchObject({ reviewCount: 1, average: 2, rating: blendedScore(1, 2) });
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([second._id]);

    // After deleting, the author may write a new review.
    const again = await addReview(t, alice.idToken, target._id, { rating: 3 });
    expect(again._id).toBe(created._id);
    expect(again.likes).toBe(0);
  });

  test('every documented interview status form is accepted', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const forms: [string, string][] = [
      ['Cleared', 'cleared'],
      ['Not Cleared', 'not cleared'],
      ['waiting', 'waiting'],
      ['Did Not Have Interview', 'no interview'],
      ['no interview', 'no interview'],
    ];
    for (const [form, stored] of forms) {
      const [author] = await accounts(1);
      const review = await addReview(t, author!.idToken, target._id, { interviewStatus: form });
      expect(review.interviewStatus).toBe(stored);
    }
    const api = await t.request('POST', '/api/reviews/rmi', {
      token: alice.idToken,
      body: reviewBody(target._id, { anonymous: true, interviewStatus: '' }),
    });
    expect(api.status).toBe(201);
    expect(await json(api)).toMatchObject({ anonymous: true, interviewStatus: null });
  });
});

describe('likes and dislikes', () => {
  test('like, like again removes it, dislike switches; counts and myVote follow', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const vote = (who: TestAccount, kind: 'like' | 'dislike') =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/${kind}`, { token: who.idToken });

    const liked = await vote(bob, 'like');
    expect(liked.status).toBe(200);
    expect(await json(liked)).toEqual({ _id: review._id, likes: 1, dislikes: 0, myVote: 'like' });
    expect(await json(await vote(carol, 'dislike'))).toMatchObject({
      likes: 1,
      dislikes: 1,
      myVote: 'dislike',
    });
    expect(await json(await vote(bob, 'like'))).toMatchObject({ likes: 0, dislikes: 1, myVote: null });
    expect(await json(await vote(bob, 'dislike'))).toMatchObject({
      likes: 0,
      dislikes: 2,
      myVote: 'dislike',
    });
    expect(await json(await vote(bob, 'like'))).toMatchObject({ likes: 1, dislikes: 1, myVote: 'like' });
    const alias = await t.request('POST', `/api/interviewers/${target._id}/reviews/${review._id}/dislike`, {
      token: carol.idToken,
    });
    expect(await json(alias)).toMatchObject({ likes: 1, dislikes: 0, myVote: null });

    const [asBob] = await reviewsOf(t, target._id, bob.idToken);
    expect(asBob).toMatchObject({ likes: 1, dislikes: 0, myVote: 'like', isOwnReview: false });
    const [asCarol] = await reviewsOf(t, target._id, carol.idToken);
    expect(asCarol?.myVote).toBeNull();
  });

  test('votes do not survive their review being deleted and written again', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    await t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, { token: bob.idToken });
    await t.request('DELETE', `/interviewer-reviews/${review._id}`, { token: alice.idToken });
    const reborn = await addReview(t, alice.idToken, target._id);
    expect(reborn._id).toBe(review._id);
    const [seen] = await reviewsOf(t, target._id, bob.idToken);
    expect(seen).toMatchObject({ likes: 0, myVote: null });
    const liked = await t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
      token: bob.idToken,
    });
    expect(await json(liked)).toMatchObject({ likes: 1, myVote: 'like' });
  });
});

describe('the user area', () => {
  test('GET /api/user/my-reviews lists the caller’s reviews, newest first', async () => {
    const [me] = await accounts(1);
    const first = await addInterviewer(t, me!.idToken, { name: 'First Person', company: 'My Reviews Co' });
    const second = await addInterviewer(t, me!.idToken, { name: 'Second Person', company: 'My Reviews Co' });
    const older = await addReview(t, me!.idToken, first._id, { rating: 2, reviewText: 'Older one.' });
    t.clock.advance(60_000);
    const newer = await addReview(t, me!.idToken, second._id, { rating: 5, reviewText: 'Newer one.' });
    await addReview(t, bob.idToken, first._id); // someone else's: not listed

    const res = await t.request('GET', '/api/user/my-reviews', { token: me!.idToken });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual([
      {
        _id: newer._id,
        interviewerId: second._id,
        interviewerName: 'Second Person',
        company: 'My Reviews Co',
        rating: 5,
        review: 'Newer one.',
        date: newer.createdAt,
      },
      {
        _id: older._id,
        interviewerId: first._id,
        interviewerName: 'First Person',
        company: 'My Reviews Co',
        rating: 2,
        review: 'Older one.',
        date: older.createdAt,
      },
    ]);
    const [nobody] = await accounts(1);
    expect(await json(await t.request('GET', '/api/user/my-reviews', { token: nobody!.idToken }))).toEqual(
      [],
    );
  });

  test('saving and unsaving interviewers is idempotent; GET /api/user/saved lists them', async () => {
    const [me] = await accounts(1);
    const a = await addInterviewer(t, me!.idToken);
    const b = await addInterviewer(t, me!.idToken);
    await addReview(t, bob.idToken, b._id, { rating: 5 });

    for (let i = 0; i < 2; i++) {
      const saved = await t.request('POST', `/api/user/saved/${a._id}`, { token: me!.idToken });
      expect(saved.status).toBe(200);
      expect(await json(saved)).toEqual({ interviewerId: a._id, saved: true });
    }
    t.clock.advance(1000);
    await t.request('POST', `/api/user/saved/${b._id}`, { token: me!.idToken });

    const list = await t.request('GET', '/api/user/saved', { token: me!.idToken });
    expect(await json(list)).toEqual({
      savedInterviewers: [
        // The blended score as documented, and the plain average and count the cards lead with (issue 14).
        {
          _id: b._id,
          name: b.name,
          position: b.position,
          company: b.company,
          rating: blendedScore(1, 5),
          reviewCount: 1,
          average: 5,
        },
        {
          _id: a._id,
          name: a.name,
          position: a.position,
          company: a.company,
          rating: 0,
          reviewCount: 0,
          average: 0,
        },
      ],
    });
    // Someone else's list is their own.
    expect(await json(await t.request('GET', '/api/user/saved', { token: bob.idToken }))).toEqual({
      savedInterviewers: [],
    });

    for (let i = 0; i < 2; i++) {
      const removed = await t.request('DELETE', `/api/user/saved/${a._id}`, { token: me!.idToken });
      expect(removed.status).toBe(200);
      expect(await json(removed)).toEqual({ interviewerId: a._id, saved: false });
    }
    const after = await json<{ savedInterviewers: { _id: string }[] }>(
      await t.request('GET', '/api/user/saved', { token: me!.idToken }),
    );
    expect(after.savedInterviewers.map((s) => s._id)).toEqual([b._id]);
  });

  test('POST /api/contact stores the message and mails it to the contact address', async () => {
    const message = { name: 'Ada', email: 'ada@example.net', subject: 'Hello', message: 'Love the site.' };
    const res = await t.request('POST', '/api/contact', { body: message, ip: '203.0.113.10' });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({ message: 'Message sent successfully!' });

    const withBearer = await t.request('POST', '/contact', {
      token: alice.idToken,
      ip: '203.0.113.10',
      body: { ...message, subject: 'Signed in' },
    });
    expect(withBearer.status).toBe(201);

    const stored = await t.deps.store.query({ collection: CONTACT_MESSAGES });
    expect(stored.map((d) => d.data)).toEqual(
      expect.arrayContaining([
        { ...message, createdAt: t.clock.now() },
        { ...message, subject: 'Signed in', createdAt: t.clock.now() },
      ]),
    );
    const mails = await t.mails(DEFAULT_CONTACT_ADDRESS);
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Contact form: Hello', 'Contact form: Signed in']),
    );
    expect(mails.find((m) => m.subject === 'Contact form: Hello')?.text).toContain('Ada <ada@example.net>');
  });
});

describe('Idempotency-Key', () => {
  test('a replayed review create returns the first answer and writes nothing new', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const send = (path = '/reviews/rmi') =>
      t.request('POST', path, {
        token: alice.idToken,
        headers: { 'Idempotency-Key': 'outbox-0001' },
        body: reviewBody(target._id),
      });
    const first = await send();
    expect(first.status).toBe(201);
    const body = await first.text();
    t.clock.advance(5000);
    for (const path of ['/reviews/rmi', '/api/reviews/rmi']) {
      const replay = await send(path);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.text()).toBe(body);
    }
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
    // Without the key the duplicate is refused as usual.
    const plain = await t.request('POST', '/reviews/rmi', {
      token: alice.idToken,
      body: reviewBody(target._id),
    });
    expect(plain.status).toBe(409);
  });

  test('a replayed like does not toggle the vote off', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const like = () =>
      t.request('POST', `/interviewers/${target._id}/reviews/${review._id}/like`, {
        token: bob.idToken,
        headers: { 'Idempotency-Key': `like-${review._id}` },
      });
    const answers = [await like(), await like(), await like()];
    for (const a of answers)
      expect(await json(a)).toEqual({ _id: review._id, likes: 1, dislikes: 0, myVote: 'like' });
    const [seen] = await reviewsOf(t, target._id, bob.idToken);
    expect(seen).toMatchObject({ likes: 1, myVote: 'like' });
  });

  test('keys are per caller: the same key from two users is two requests', async () => {
    const target = await addInterviewer(t, carol.idToken);
    const headers = { 'Idempotency-Key': 'shared-key' };
    const a = await t.request('POST', '/reviews/rmi', {
      token: alice.idToken,
      headers,
      body: reviewBody(target._id),
    });
    const b = await t.request('POST', '/reviews/rmi', {
      token: bob.idToken,
      headers,
      body: reviewBody(target._id),
    });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(2);
  });

  test('a replayed contact message is stored and mailed once', async () => {
    const body = { name: 'Bo', email: 'bo@example.net', subject: uniqueName('Once'), message: 'Hi' };
    const headers = { 'Idempotency-Key': 'contact-1' };
    for (let i = 0; i < 3; i++) {
      const res = await t.request('POST', '/api/contact', { body, headers, ip: '203.0.113.11' });
      expect(res.status).toBe(201);
    }
    const stored = await t.deps.store.query({
      collection: CONTACT_MESSAGES,
      where: [{ field: 'subject', op: '==', value: body.subject }],
    });
    expect(stored).toHaveLength(1);
    expect(
      (await t.mails(DEFAULT_CONTACT_ADDRESS)).filter((m) => m.subject.includes(body.subject)),
    ).toHaveLength(1);
  });
});

describe('account deletion', () => {
  test('removes the user’s reviews (fixing aggregates), votes (fixing counts) and saved list', async () => {
    const [leaver] = await accounts(1);
    const target = await addInterviewer(t, carol.idToken);
    const own = await addReview(t, leaver!.idToken, target._id, { rating: 1 });
    const other = await addReview(t, alice.idToken, target._id, { rating: 5 });
    await t.request('POST', `/interviewers/${target._id}/reviews/${other._id}/like`, {
      token: leaver!.idToken,
    });
    await t.request('POST', `/interviewers/${target._id}/reviews/${own._id}/dislike`, { token: bob.idToken });
    await t.request('POST', `/api/user/saved/${target._id}`, { token: leaver!.idToken });
    expect((await interviewer(t, target._id)).reviewCount).toBe(2);

    const res = await t.request('DELETE', '/api/user/account', {
      token: leaver!.idToken,
      body: { currentPassword: leaver!.password },
    });
    expect(res.status).toBe(200);

    expect(await interviewer(t, target._id)).toMatchObject({
      reviewCount: 1,
      average: 5,
      distribution: { '1': 0, '5': 1 },
    });
    const left = await reviewsOf(t, target._id, bob.idToken);
    expect(left.map((r) => r._id)).toEqual([other._id]);
    expect(left[0]).toMatchObject({ likes: 0, dislikes: 0 });
    expect(await t.deps.store.get(INTERVIEWER_REVIEWS, own._id)).toBeNull();
    const savedLeft = await t.deps.store.query({
      collection: 'savedInterviewers',
      where: [{ field: 'interviewerId', op: '==', value: target._id }],
    });
    expect(savedLeft).toEqual([]);
  });
});
