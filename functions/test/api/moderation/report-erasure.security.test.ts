// The reports a deleted account filed go with it: their words (the details) and every link to the account
// (the report's id derived from its uid, its reporter tag). What they did stays: a review three reports hid
// stays hidden, counted "3 open reports", until a moderator decides; undoing it would publish the review at
// the minute its reporter left. Moderators see the words go, so each report's go at a moment of its own in
// the window after the request, never at the request's minute (which, seen by a moderator, dated the
// deletion and pointed at the reviews leaving after it).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { departureMoment } from '../../../src/domain/accounts/review-departures.ts';
import { REPORTS, type ReportData, reporterTag } from '../../../src/domain/moderation/reports.ts';
import { actorFor } from '../../../src/domain/shared/actor.ts';
import { accountDeletionRound } from '../../../src/platform/account-deletion-worker.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import type { TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, reviewsOf } from '../interviewers/support.ts';
import { afterTheMoment, DAY, DELAY, delayedApp, HOUR, runJob } from './publish-delay-support.ts';
import { auditLog, decide, expectStatus, queue, report } from './support.ts';

let t: TestApp;
let moderator: TestAccount;
beforeAll(async () => {
  ({ t, moderator } = await delayedApp());
});
afterAll(() => t.close());

const WORDS = 'I sat next to the writer at the Leeds office; this is made up.';

test('a deleted account’s report loses its words and its link at a moment of its own; the hide it helped make stands', async () => {
  const author = await createAccount();
  const interviewer = await addInterviewer(t, author.idToken);
  const review = await addReview(t, author.idToken, interviewer._id);
  const leaving = await createAccount();
  const others = await Promise.all([createAccount(), createAccount()]);
  afterTheMoment(t);
  await runJob(t);
  // Past a day: their reports weigh towards hiding.
  t.clock.advance(DAY + HOUR);
  await expectStatus(await report(t, leaving, 'interviewer', review._id, 'other', WORDS), 201);
  for (const other of others)
    await expectStatus(await report(t, other, 'interviewer', review._id, 'spam'), 201);
  const itemNow = async () => (await queue(t, moderator)).find((i) => i.reviewId === review._id);
  const before = await itemNow();
  expect(before).toMatchObject({ state: 'hidden', openReports: 3, reports: { total: 3, open: 3 } });
  expect(before?.reports.items.map((r) => r.details)).toContain(WORDS);
  const [filed] = (await t.deps.store.query<ReportData>({ collection: REPORTS })).filter(
    (r) => r.data.details === WORDS,
  );
  expect(filed).toBeDefined();

  const requestedAt = t.clock.now();
  const deletion = await t.request('DELETE', '/api/user/account', {
    token: leaving.idToken,
    body: { currentPassword: leaving.password },
  });
  // Signed out at once; the report waits for its moment, so the account is still being deleted.
  expect(deletion.status).toBe(202);
  await accountDeletionRound(t.deps);
  expect(await itemNow()).toEqual(before);

  const at = departureMoment(filed?.id as string, requestedAt, DELAY, t.deps.secrets.authorKey).getTime();
  expect(at).toBeGreaterThanOrEqual(requestedAt.getTime() + DELAY.minMs);
  t.clock.advance(at - 1 - t.clock.now().getTime());
  await accountDeletionRound(t.deps);
  expect(await itemNow()).toEqual(before);
  t.clock.advance(1);
  expect((await accountDeletionRound(t.deps)).finished).toBe(1);
  expect(await t.deps.users.get(leaving.uid)).toBeNull();

  // The words and the link are gone: no report holds them, none sits at the id derived from the uid.
  const reports = await t.deps.store.query<ReportData>({ collection: REPORTS });
  const tag = reporterTag(actorFor(leaving.uid, t.deps.secrets.authorKey));
  expect(reports.some((r) => JSON.stringify(r.data).includes(WORDS))).toBe(false);
  expect(reports.some((r) => r.data.reporter === tag)).toBe(false);
  expect(await t.deps.store.get(REPORTS, filed?.id as string)).toBeNull();
  // What the report did stands: still hidden, three open reports, its reason and time as filed.
  const after = await itemNow();
  const { reports: reportsAfter, ...restAfter } = after ?? { reports: null };
  const { reports: reportsBefore, ...restBefore } = before ?? { reports: null };
  expect(restAfter).toEqual(restBefore);
  expect({ ...reportsAfter, items: [] }).toEqual({ ...reportsBefore, items: [] });
  // Filed in the same test minute, so listed in no particular order.
  const byReason = (items: { reason: string }[] = []) =>
    [...items].sort((a, b) => a.reason.localeCompare(b.reason));
  expect(byReason(reportsAfter?.items)).toEqual(
    byReason(reportsBefore?.items.map((r) => (r.details === WORDS ? { ...r, details: '' } : r))),
  );
  expect(await reviewsOf(t, interviewer._id)).toHaveLength(0);

  // A moderator's decision closes it as it closes any report.
  await expectStatus(await decide(t, moderator, 'approve', 'interviewer', review._id), 200);
  expect((await auditLog(t, moderator))[0]).toMatchObject({ reviewId: review._id, reportsResolved: 3 });
  expect(await reviewsOf(t, interviewer._id)).toHaveLength(1);
});
