// Trust and safety, who may do what and what nobody may learn (issue 9):
// moderation endpoints are for moderators only (the API enforces it), and no
// answer (moderators' included) nor any stored report or log entry says who
// wrote or who reported a review.
import { describe, expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { REVIEW_BURSTS } from '../../../src/domain/moderation/admission.ts';
import { MODERATION_LOG } from '../../../src/domain/moderation/audit-log.ts';
import { REPORTS } from '../../../src/domain/moderation/reports.ts';
import { setModeratorByEmail } from '../../../src/identity/moderator-role.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import type { RequestOptions } from '../../support/test-app.ts';
import { addInterviewer } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, reviewBody } from '../managers/support.ts';
import { expectStatus, moderatorAccount, signInAgain, useModerationWorld } from './support.ts';

const AUTHOR_SECRET = 'test-author-key-secret';

const { t, author, readers, moderator } = useModerationWorld();

const MODERATION_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/moderation/queue'],
  ['GET', '/moderation/queue?view=removed'],
  ['GET', '/api/moderation/log'],
  ['POST', `/api/moderation/reviews/interviewer/${'A'.repeat(20)}/approve`, { reason: 'ok' }],
  ['POST', `/moderation/reviews/manager/${'A'.repeat(20)}/remove`, { reason: 'ok' }],
  ['POST', `/api/moderation/reviews/company/${'A'.repeat(20)}/restore`, {}],
];

describe('only moderators reach moderation', () => {
  test('a visitor gets 401 everywhere, reports included', async () => {
    for (const [method, path, body] of MODERATION_CALLS) {
      expect((await t.request(method, path, { body })).status, path).toBe(401);
    }
    const res = await t.request('POST', '/api/reports', { body: { kind: 'interviewer' } });
    expect(res.status).toBe(401);
  });

  test('a signed-in non-moderator gets 403 everywhere (before any validation)', async () => {
    for (const [method, path, body] of MODERATION_CALLS) {
      const res = await t.request(method, path, { token: readers[0]?.idToken, body });
      expect(await expectStatus(res, 403), path).toEqual({
        message: 'Only moderators can do that.',
        code: 'forbidden',
      });
    }
  });

  test('the claim is granted and withdrawn through UserAdmin; a withdrawn moderator is refused', async () => {
    const staff = await moderatorAccount(t);
    expect((await t.request('GET', '/api/moderation/log', { token: staff.idToken })).status).toBe(200);
    expect(await setModeratorByEmail(t.deps.users, staff.email, false)).toEqual({ uid: staff.uid });
    const refreshed = await signInAgain(staff);
    expect((await t.request('GET', '/api/moderation/log', { token: refreshed.idToken })).status).toBe(403);
    expect(await setModeratorByEmail(t.deps.users, 'nobody-here@example.com')).toBeNull();
  });
});

describe('anonymity: nobody learns who wrote or who reported', () => {
  test('no answer, stored report, burst record or log entry carries a uid, email or authorKey', async () => {
    const answers: string[] = [];
    const call = async (method: string, path: string, options: RequestOptions = {}) => {
      const res = await t.request(method, path, options);
      answers.push(await res.clone().text());
      return res;
    };
    const as = (account: TestAccount, body?: unknown): RequestOptions => ({ token: account.idToken, body });

    // Reviews of every kind, one of them held by screening.
    const target = await addInterviewer(t, author.idToken);
    const iv = await expectStatus<{ _id: string }>(
      await call(
        'POST',
        '/api/reviews/rmi',
        as(author, { interviewerId: target._id, rating: 1, reviewText: 'Bad.' }),
      ),
      201,
    );
    const { manager, company } = await managerFixture(t, author);
    const mr = await expectStatus<{ _id: string }>(
      await call(
        'POST',
        '/api/manager-reviews/submit',
        as(author, { managerId: manager._id, ...reviewBody() }),
      ),
      201,
    );
    const cr = await expectStatus<{ _id: string }>(
      await call('POST', '/api/company-reviews/submit', as(author, companyReviewBody(company._id))),
      201,
    );
    await call(
      'POST',
      '/api/reviews/rmi',
      as(readers[0] as TestAccount, { interviewerId: target._id, rating: 2, reviewText: 'Smeg.' }),
    );

    // Reports by three readers (which hide each review), own-review refusal, duplicates.
    const targets = [
      ['interviewer', iv._id],
      ['manager', mr._id],
      ['company', cr._id],
    ] as const;
    for (const [kind, reviewId] of targets) {
      for (const reader of readers) {
        await call(
          'POST',
          '/api/reports',
          as(reader, { kind, reviewId, reason: 'other', details: 'Looks fake.' }),
        );
      }
      await call('POST', '/api/reports', as(author, { kind, reviewId, reason: 'spam' }));
      await call('POST', '/api/reports', as(readers[0] as TestAccount, { kind, reviewId, reason: 'spam' }));
    }
    // What the public, the author and the moderators then see.
    await call('GET', `/api/reviews/rmi?interviewerId=${target._id}`);
    await call('GET', `/api/reviews/rmi?interviewerId=${target._id}`, as(author));
    await call('GET', `/api/managers/${manager._id}`, as(readers[1] as TestAccount));
    await call('GET', `/api/company-reviews/company/${company._id}`, as(author));
    await call('GET', '/api/user/my-reviews', as(author));
    await call('GET', '/api/moderation/queue', as(moderator));
    await call(
      'POST',
      `/api/moderation/reviews/interviewer/${iv._id}/approve`,
      as(moderator, { reason: 'Fine.' }),
    );
    await call(
      'POST',
      `/api/moderation/reviews/manager/${mr._id}/remove`,
      as(moderator, { reason: 'Names.' }),
    );
    await call('GET', '/api/moderation/queue?view=removed', as(moderator));
    await call(
      'POST',
      `/api/moderation/reviews/manager/${mr._id}/restore`,
      as(moderator, { reason: 'Edited.' }),
    );
    await call('GET', '/api/moderation/log', as(moderator));

    const secrets = [author, ...readers].flatMap((a) => [a.uid, a.email, authorKey(a.uid, AUTHOR_SECRET)]);
    for (const text of answers) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toContain('authorKey');
    }
    // The moderator's own identity is recorded in the log (staff), nobody else's.
    expect(answers.at(-1)).toContain(moderator.uid);

    const stored = await Promise.all(
      [REPORTS, MODERATION_LOG, REVIEW_BURSTS].map((collection) => t.deps.store.query({ collection })),
    );
    const dump = JSON.stringify(stored);
    expect(stored[0]?.length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) expect(dump).not.toContain(secret);
  });

  test('a replayed report (same Idempotency-Key) answers the first answer and counts once', async () => {
    const target = await addInterviewer(t, author.idToken);
    const review = await expectStatus<{ _id: string }>(
      await t.request('POST', '/api/reviews/rmi', {
        token: author.idToken,
        body: { interviewerId: target._id, rating: 4, reviewText: 'Fine.' },
      }),
      201,
    );
    const send = () =>
      t.request('POST', '/api/reports', {
        token: readers[0]?.idToken,
        headers: { 'Idempotency-Key': 'report-key-1' },
        body: { kind: 'interviewer', reviewId: review._id, reason: 'spam' },
      });
    const first = await send();
    const replay = await send();
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.text()).toBe(await first.text());
    const queue = await expectStatus<{ items: { reviewId: string; openReports: number }[] }>(
      await t.request('GET', '/api/moderation/queue', { token: moderator.idToken }),
      200,
    );
    expect(queue.items.find((i) => i.reviewId === review._id)?.openReports).toBe(1);
  });
});
