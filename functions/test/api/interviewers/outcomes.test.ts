// "2 of 6 cleared" on an interviewer profile (issue 14, item 5): outcome counts kept with the rating
// aggregates, only published reviews counted, and no figure below DESIGN.md 6a's minimum group.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INTERVIEWERS, type InterviewerData } from '../../../src/domain/interviewers/interviewer.ts';
import {
  checkInterviewerAggregates,
  findInconsistencies,
} from '../../../src/domain/reviews/consistency-checks.ts';
import { MIN_REVIEWS_PER_FIGURE } from '../../../src/domain/shared/figures.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { accounts, addInterviewer, addReview, type Interviewer, reviewBody } from './support.ts';

type Profile = Interviewer & { outcomes: { cleared: number; withResult: number } | null };

let t: TestApp;
let people: TestAccount[];

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  people = await accounts(8);
});
afterAll(async () => {
  expect(await findInconsistencies(t.deps.store)).toEqual([]);
  await t.close();
});

const person = (i: number) => people[i] as TestAccount;

async function profile(id: string): Promise<Profile> {
  const res = await t.request('GET', `/api/interviewers/${id}`);
  expect(res.status).toBe(200);
  return json<Profile>(res);
}

/** One review per person, each with the given outcome. */
async function reviewsWith(interviewerId: string, statuses: (string | null)[], from = 0) {
  const made = [];
  for (const [i, interviewStatus] of statuses.entries()) {
    made.push(await addReview(t, person(from + i).idToken, interviewerId, { interviewStatus }));
  }
  return made;
}

describe('outcomes on the interviewer profile', () => {
  test('no figure until 5 reviews report a result; then "cleared of withResult", following edits and deletes', async () => {
    expect(MIN_REVIEWS_PER_FIGURE).toBe(5);
    const target = await addInterviewer(t, person(0).idToken);
    expect((await profile(target._id)).outcomes).toBeNull();

    // 3 results (cleared, cleared, not cleared) + waiting + no interview + none: below the minimum.
    const made = await reviewsWith(target._id, [
      'cleared',
      'cleared',
      'not cleared',
      'waiting',
      'no interview',
      null,
    ]);
    expect((await profile(target._id)).outcomes).toBeNull();

    // Two more results make 5: the figure appears and says what it rests on.
    await reviewsWith(target._id, ['cleared', 'not cleared'], 6);
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 3, withResult: 5 });

    // An edit moves a review between outcomes (same rating: only the outcome changes).
    const waiting = made[3]!;
    const edited = await t.request('PUT', `/interviewer-reviews/${waiting._id}`, {
      token: person(3).idToken,
      body: reviewBody(target._id, { rating: waiting.rating, interviewStatus: 'cleared' }),
    });
    expect(edited.status).toBe(200);
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 4, withResult: 6 });

    // Deleting two results goes back below the minimum: the figure is hidden again.
    for (const i of [0, 2]) {
      const res = await t.request('DELETE', `/interviewer-reviews/${made[i]!._id}`, {
        token: person(i).idToken,
      });
      expect(res.status).toBe(200);
    }
    expect((await profile(target._id)).outcomes).toBeNull();
    expect((await checkInterviewerAggregates(t.deps.store, target._id)).consistent).toBe(true);

    // Lists keep their documented shape; the figure is on the profile answer only.
    const listed = await json<Record<string, unknown>[]>(
      await t.request('GET', `/interviewers/search/${encodeURIComponent(target.name)}`),
    );
    expect(listed.find((i) => i._id === target._id)).not.toHaveProperty('outcomes');
  });

  test('a review held by screening is not counted, so the figure never reveals it', async () => {
    const target = await addInterviewer(t, person(0).idToken);
    await reviewsWith(target._id, ['cleared', 'cleared', 'cleared', 'not cleared', 'not cleared']);
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 3, withResult: 5 });
    const held = await addReview(t, person(5).idToken, target._id, {
      interviewStatus: 'cleared',
      reviewText: 'Smeg of an interview.',
    });
    expect(held).toHaveProperty('status', 'pending review');
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 3, withResult: 5 });
  });

  test('forged figures in a request are ignored, and a malformed outcome is a 400 that changes nothing', async () => {
    const target = await addInterviewer(t, person(0).idToken, {
      outcomes: { cleared: 99, 'not cleared': 0 },
    });
    await reviewsWith(target._id, ['cleared', 'not cleared', 'cleared', 'cleared']);
    const forged = await t.request('POST', '/reviews/rmi', {
      token: person(4).idToken,
      body: { ...reviewBody(target._id, { interviewStatus: 'hired!' }), outcomes: { cleared: 50 } },
    });
    expect(forged.status).toBe(400);
    expect(await json(forged)).toMatchObject({ code: 'invalid_request' });
    expect((await profile(target._id)).outcomes).toBeNull();
    const extra = await t.request('POST', '/reviews/rmi', {
      token: person(4).idToken,
      body: { ...reviewBody(target._id, { interviewStatus: 'cleared' }), outcomes: { cleared: 50 } },
    });
    expect(extra.status).toBe(201);
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 4, withResult: 5 });
  });

  test('concurrent reviews from different people are all counted exactly once', async () => {
    const target = await addInterviewer(t, person(0).idToken);
    const statuses = ['cleared', 'not cleared', 'cleared', 'cleared', 'not cleared', 'cleared', 'waiting'];
    const answers = await Promise.all(
      statuses.map((interviewStatus, i) =>
        t.request('POST', '/reviews/rmi', {
          token: person(i).idToken,
          body: reviewBody(target._id, { interviewStatus }),
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(statuses.map(() => 201));
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 4, withResult: 6 });
    expect((await checkInterviewerAggregates(t.deps.store, target._id)).consistent).toBe(true);
  });

  test('an interviewer stored before outcomes were kept is counted from its reviews on the next write', async () => {
    const target = await addInterviewer(t, person(0).idToken);
    await reviewsWith(target._id, ['cleared', 'not cleared', 'cleared', 'not cleared']);
    // Rewrite the document as it was before issue 14: no outcome counts.
    await t.deps.store.runTransaction(async (tx) => {
      const doc = await tx.get<InterviewerData>(INTERVIEWERS, target._id);
      const { outcomes: _dropped, ...before } = doc!.data;
      tx.set(INTERVIEWERS, target._id, before);
    });
    expect((await profile(target._id)).outcomes).toBeNull();
    expect((await checkInterviewerAggregates(t.deps.store, target._id)).consistent).toBe(false);

    await addReview(t, person(4).idToken, target._id, { interviewStatus: 'cleared' });
    expect((await profile(target._id)).outcomes).toEqual({ cleared: 3, withResult: 5 });
    expect((await checkInterviewerAggregates(t.deps.store, target._id)).consistent).toBe(true);
  });
});
