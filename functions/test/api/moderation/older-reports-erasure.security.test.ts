// Reports filed before reports carried a reporter tag (report-erasure.ts) kept their words after their
// account was deleted: erasure finds a report by its tag, and these had none. The account backfill
// (npm run author-keys:backfill, reporter-tag-backfill.ts) tags each with its account's, known from the
// report's id, which that account's uid gives; deleting the account then takes the words. Another
// account's older report is left as it is.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backfillAuthorKeyRecords } from '../../../src/domain/accounts/author-key-backfill.ts';
import { REPORTS, type ReportData, reporterTag } from '../../../src/domain/moderation/reports.ts';
import { actorFor } from '../../../src/domain/shared/actor.ts';
import { FieldValue } from '../../../src/store/document-store.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview } from '../interviewers/support.ts';
import { expectStatus, moderatorAccount, queue, report } from './support.ts';

let t: TestApp;
let moderator: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

const LEAVING_WORDS = 'I sat beside the writer at the Leeds office; none of this happened.';
const STAYING_WORDS = 'The interview described here was on a different day.';

/** The stored report holding `words`, made as one filed before the tag existed. */
async function olderReport(words: string) {
  const [filed] = (await t.deps.store.query<ReportData>({ collection: REPORTS })).filter(
    (r) => r.data.details === words,
  );
  expect(filed).toBeDefined();
  const id = filed?.id as string;
  await t.deps.store.batch().update(REPORTS, id, { reporter: FieldValue.delete() }).commit();
  expect((await t.deps.store.get<ReportData>(REPORTS, id))?.data.reporter).toBeUndefined();
  return id;
}

const detailsShown = async (reviewId: string) =>
  ((await queue(t, moderator)).find((i) => i.reviewId === reviewId)?.reports.items ?? []).map(
    (r) => r.details,
  );

test('after the account backfill, deleting an account takes the words of the reports it filed before reports were tagged', async () => {
  const author = await createAccount();
  const interviewer = await addInterviewer(t, author.idToken);
  const review = await addReview(t, author.idToken, interviewer._id);
  const [leaving, staying] = [await createAccount(), await createAccount()];
  await expectStatus(await report(t, leaving, 'interviewer', review._id, 'other', LEAVING_WORDS), 201);
  await expectStatus(await report(t, staying, 'interviewer', review._id, 'other', STAYING_WORDS), 201);
  const leavingId = await olderReport(LEAVING_WORDS);
  const stayingId = await olderReport(STAYING_WORDS);

  const pages = async function* () {
    yield [author.uid, leaving.uid, staying.uid];
  };
  const secret = t.deps.secrets.authorKey;
  expect((await backfillAuthorKeyRecords(t.deps.store, secret, pages())).reportsTagged).toBe(2);
  // Each tagged with its own account's tag, nothing else changed; a second run tags nothing.
  const tagOf = async (id: string) => (await t.deps.store.get<ReportData>(REPORTS, id))?.data.reporter;
  expect(await tagOf(leavingId)).toBe(reporterTag(actorFor(leaving.uid, secret)));
  expect(await tagOf(stayingId)).toBe(reporterTag(actorFor(staying.uid, secret)));
  expect((await backfillAuthorKeyRecords(t.deps.store, secret, pages())).reportsTagged).toBe(0);

  const deletion = await t.request('DELETE', '/api/user/account', {
    token: leaving.idToken,
    body: { currentPassword: leaving.password },
  });
  expect(deletion.status).toBe(200);
  // The words went with the account; the other account's stay.
  expect(await detailsShown(review._id)).toEqual(expect.arrayContaining(['', STAYING_WORDS]));
  const all = await t.deps.store.query<ReportData>({ collection: REPORTS });
  expect(all.some((r) => r.data.details === LEAVING_WORDS)).toBe(false);
  expect(await t.deps.store.get(REPORTS, leavingId)).toBeNull();
  expect(all.some((r) => r.data.details === STAYING_WORDS)).toBe(true);
});
