// Issue 19 item 1: the documents each kind of write of the load benchmark's write mix commits and
// reads in its transaction (bench/support/write-mix.ts), on the embedded default's store (definite
// commits: no request record without an Idempotency-Key, definite-commits-setting.ts), listed per
// kind and held to that list. Every document a write touches is work for any store and a point of
// contention on Firestore; a new one must be added here on purpose. Why each is there:
//   vote: the vote, the review's counts, the daily vote counter (rateLimits); reads the session floor.
//   interviewer review: the review, the interviewer's figures, the company's insight figures, the
//     themes-to-recompute marker, the daily review counter; the author-key record the first time.
//   manager review: as above for the manager, plus the company's figures and the caller's
//     company-review eligibility marker.
//   Reviews read, with their others in one round trip, whether a withheld review was deleted at
//   their id (moderationCarryOver, moderation/carry-over.ts): a rewrite of it is held.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withDefiniteCommits } from '../../src/store/definite-commits-setting.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, type RequestOptions, type TestApp } from '../support/test-app.ts';
import { WriteLog, WriteRecordingStore } from '../support/write-recorder.ts';
import { addInterviewer, addReview, reviewBody } from './interviewers/support.ts';
import {
  expectStatus,
  type ManagerReview,
  managerFixture,
  reviewBody as managerReviewBody,
  submitReview,
} from './managers/support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;
const log = new WriteLog();
const figures: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    storeLayer: (store) => withDefiniteCommits(new WriteRecordingStore(store, log)),
    publicReadCache: false,
  });
  [alice, bob] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(async () => {
  console.log(`[document writes] per write\n${figures.join('\n')}`);
  await t.close();
});

/** Sends one request; answers the documents it wrote (sorted) and the reads inside its transactions. */
async function writesOf(
  label: string,
  method: string,
  path: string,
  options: RequestOptions,
  status: number,
): Promise<{ writes: string[]; reads: string[] }> {
  log.reset();
  await expectStatus(await t.request(method, path, options), status);
  const writes = [...log.writes].sort();
  const reads = [...log.transactionReads].sort();
  figures.push(
    `  ${label.padEnd(44)} ${writes.length} writes: ${writes.join(', ')}\n  ${''.padEnd(44)} ${reads.length} reads: ${reads.join(', ')}`,
  );
  return { writes, reads };
}

const VOTE_READS = ['get rateLimits', 'get sessionFloors'];

describe('documents written and read per kind of write in the write mix', () => {
  test('interviewer votes: the vote, the review, the daily counter', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const like = `/api/interviewers/${target._id}/reviews/${review._id}/like`;
    const dislike = `/api/interviewers/${target._id}/reviews/${review._id}/dislike`;
    const reads = ['get interviewerReviewVotes', 'get interviewerReviews', ...VOTE_READS].sort();
    const pressed = async (label: string, path: string, vote: string, counter: string) =>
      expect(await writesOf(label, 'POST', path, { token: bob.idToken }, 200)).toEqual({
        writes: [
          `${vote} interviewerReviewVotes`,
          `${counter} rateLimits`,
          'update interviewerReviews',
        ].sort(),
        reads,
      });
    await pressed('interviewer vote (new like)', like, 'create', 'set');
    await pressed('interviewer vote (like again: taken back)', like, 'delete', 'update');
    await pressed('interviewer vote (new dislike)', dislike, 'create', 'update');
    await pressed('interviewer vote (switch to like)', like, 'update', 'update');
  });

  test('manager votes: the vote, the review, the daily counter', async () => {
    const { manager } = await managerFixture(t, alice);
    const own = (await expectStatus(await submitReview(t, alice, manager._id), 201)) as ManagerReview;
    const like = `/api/manager-reviews/like/${own._id}`;
    expect(await writesOf('manager vote (new like)', 'POST', like, { token: bob.idToken }, 200)).toEqual({
      writes: ['create managerReviewVotes', 'update managerReviews', 'update rateLimits'],
      reads: ['get managerReviewVotes', 'get managerReviews', ...VOTE_READS].sort(),
    });
  });

  test('interviewer reviews: five documents, six the first time an account writes one', async () => {
    const [first, second] = [await addInterviewer(t, alice.idToken), await addInterviewer(t, alice.idToken)];
    const carol = await createAccount();
    const send = (id: string) => ({ token: carol.idToken, body: reviewBody(id, { anonymous: true }) });
    const reads = [
      'get authorKeyRecords',
      'get interviewerReviews',
      'get interviewers',
      'get moderationCarryOver',
      'get rateLimits',
      'get sessionFloors',
    ];
    const writes = [
      'create interviewerReviews',
      'set companyInsights',
      'set themesDirty',
      'update interviewers',
    ];
    expect(
      await writesOf(
        'interviewer review (first of the account)',
        'POST',
        '/api/reviews/rmi',
        send(first._id),
        201,
      ),
    ).toEqual({
      writes: [...writes, 'set authorKeyRecords', 'set rateLimits'].sort(),
      reads,
    });
    expect(await writesOf('interviewer review', 'POST', '/api/reviews/rmi', send(second._id), 201)).toEqual({
      writes: [...writes, 'update rateLimits'].sort(),
      reads,
    });
  });

  // Eight since the manager's quarters (for the company's movers) moved out of the company's insights
  // document into one of the manager's own: a small write instead of rewriting a document that grew
  // with the company's managers (tens of KB for a large company).
  test('manager reviews: eight documents', async () => {
    const { manager } = await managerFixture(t, alice);
    // Not the account's first review (that one also writes its author-key record, as above).
    await addReview(t, alice.idToken, (await addInterviewer(t, alice.idToken))._id);
    expect(
      await writesOf(
        'manager review',
        'POST',
        '/api/manager-reviews/submit',
        { token: alice.idToken, body: { managerId: manager._id, ...managerReviewBody() } },
        201,
      ),
    ).toEqual({
      writes: [
        'create managerReviews',
        'set companyInsights',
        'set companyReviewEligibility',
        'set managerQuarters',
        'set themesDirty',
        'update companies',
        'update managers',
        'update rateLimits',
      ],
      // Not the company: its figures change by increments, read outside the transaction
      // (company-aggregates.ts), so reviews of its other managers do not make this one run again.
      reads: [
        'get authorKeyRecords',
        'get companyReviewEligibility',
        'get managerReviews',
        'get managers',
        'get moderationCarryOver',
        'get rateLimits',
        'get sessionFloors',
      ],
    });
  });
});
